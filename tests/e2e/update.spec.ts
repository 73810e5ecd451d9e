import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type AppBuild, buildApp } from './build.ts'
import { E2E_PORT } from './env.ts'
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from './server.ts'
import { expect, markFirstDepositOfferSeen, test } from './support/start-popups.ts'
import { controlledByServiceWorker, registerByAccount, uniqueAccount } from './support.ts'

/**
 * Issue 3 "Done when": build version A, load it, serve version B: needRefresh appears; the reload button
 * activates B; no state (token, locale) is lost.
 *
 * Two real builds of the working tree (different __APP_BUILD__, so a different hashed entry chunk and a
 * different sw.js precache manifest), served by a real server of this spec's own. @fastify/static runs with
 * `wildcard: false` (server/http/static.ts): it lists the files once at start-up, so B's new hashed assets
 * would 404 on a running server. A deploy is therefore what it is in production: replace the directory's
 * contents and restart the server, on the same port (same origin: same SW registration, localStorage and
 * cookies) and the same database (so the session survives).
 */
const PORT = E2E_PORT + 7
const pt = JSON.parse(readFileSync('locales/pt-BR.json', 'utf8')) as {
  pwa: { needRefresh: string; reload: string }
  common: { language: string }
  member: { logout: string }
}

test.use({ baseURL: `http://localhost:${PORT}` })

let root = ''
let live = ''
let a: AppBuild
let b: AppBuild
let database: TestDatabase | null = null
let server: TestServer | null = null

test.beforeAll(async () => {
  test.setTimeout(120_000)
  root = mkdtempSync(join(tmpdir(), 'lucky-e2e-update-'))
  const stamp = Date.now().toString(36)
  // One after the other: both runs regenerate src/routeTree.gen.ts.
  a = await buildApp(join(root, 'A'), `e2e-A-${stamp}`)
  b = await buildApp(join(root, 'B'), `e2e-B-${stamp}`)
  expect(b.moduleScripts).not.toEqual(a.moduleScripts)
  expect(readFileSync(join(b.dir, 'sw.js'), 'utf8')).not.toBe(readFileSync(join(a.dir, 'sw.js'), 'utf8'))
  live = join(root, 'live')
  cpSync(a.dir, live, { recursive: true })
  database = await createTestDatabase()
  server = await startServer({ port: PORT, distDir: live, database })
})

test.afterAll(async () => {
  await server?.stop()
  await database?.drop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** Replaces the served files with B's and restarts the server on them, as a deploy does. */
async function deploy(build: AppBuild): Promise<void> {
  await server?.stop()
  server = null
  rmSync(live, { recursive: true, force: true })
  cpSync(build.dir, live, { recursive: true })
  if (!database) throw new Error('no database')
  server = await startServer({ port: PORT, distDir: live, database })
}

const pageModuleScripts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="module"][src]')].map((s) => s.getAttribute('src') ?? ''),
  )

/** The URLs (paths) in the workbox precache: what the active worker's manifest put there. */
const precachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      if (!name.includes('precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

const entryChunk = (build: AppBuild) => {
  const entry = build.moduleScripts.find((src) => /\/app-[^/]+\.js$/.test(src))
  if (!entry) throw new Error(`no app entry chunk among ${build.moduleScripts.join(', ')}`)
  return entry
}

test('a new build shows needRefresh; its reload button activates it and keeps the session and locale', async ({
  page,
}) => {
  // The new player's first-deposit offer marked shown: an open dialog makes the page behind it (the
  // language select) inert, and this spec is about the update bar.
  await markFirstDepositOfferSeen(page.context())
  // Version A, controlled by its service worker.
  await page.goto('/')
  await controlledByServiceWorker(page)
  expect(await pageModuleScripts(page)).toEqual(a.moduleScripts)
  expect(await precachedPaths(page)).toContain(entryChunk(a))

  // A signed-in player who reads Portuguese.
  await registerByAccount(page, uniqueAccount('upd'), 'correct horse 42')
  await expect(page).toHaveURL(/\/$/)
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()
  await page.getByRole('combobox', { name: /language/i }).selectOption('pt-BR')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('combobox', { name: pt.common.language })).toBeVisible()

  // Version B goes live; the open page checks for an update (as a navigation or the periodic check would).
  await deploy(b)
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })

  const bar = page.getByRole('status').filter({ hasText: pt.pwa.needRefresh })
  await expect(bar).toBeVisible({ timeout: 20_000 })
  // At the top of the screen, where no form keeps its primary button (issue 17: toasts and bars never
  // cover the primary action at the bottom of a page).
  const box = await bar.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.y + box.height < viewport.height / 3).toBe(true)
  // Still A until the player chooses: registerType 'prompt' never reloads under their feet.
  expect(await pageModuleScripts(page)).toEqual(a.moduleScripts)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
  ).toBe(true)

  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  await bar.getByRole('button', { name: pt.pwa.reload }).click()
  await reloaded

  // The page runs B, under B's worker: the precache holds B's entry and no longer A's.
  expect(await pageModuleScripts(page)).toEqual(b.moduleScripts)
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration()
        return {
          controlled: navigator.serviceWorker.controller !== null,
          active: registration?.active?.state ?? null,
          waiting: registration?.waiting !== null,
        }
      }),
    )
    .toEqual({ controlled: true, active: 'activated', waiting: false })
  await expect.poll(() => precachedPaths(page)).toContain(entryChunk(b))
  expect(await precachedPaths(page)).not.toContain(entryChunk(a))
  await expect(bar).toBeHidden()

  // Nothing lost: the same token, still signed in on the server, and the UI still in Portuguese.
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token)
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(page.getByRole('combobox', { name: pt.common.language })).toBeVisible()
  await page.goto('/member')
  await expect(page).toHaveURL(/\/member$/)
  await expect(page.getByRole('button', { name: pt.member.logout })).toBeVisible()
  expect(await pageModuleScripts(page)).toEqual(b.moduleScripts)
})
