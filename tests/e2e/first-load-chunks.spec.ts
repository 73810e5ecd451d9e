import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * Which scripts a visitor's first load of the lobby fetches: the entry chunk (with what runs just after
 * the first paint: start popups, notice, update prompt, telemetry client) and the runtime. Any other
 * chunk here means lazy code leaked into every first load, as a feature's index.ts imported by the lobby
 * once took the catalogue's search along, and the start popups once took the auth screens' chunk
 * (docs/perf-log.md, 2026-11-25). bench:size measures the bytes; this says which files. A new chunk that
 * truly belongs to the first load goes in this list, deliberately.
 */
const FIRST_LOAD = ['app', 'rolldown-runtime']

test('a first visit to the lobby loads only the entry chunk and the runtime', async ({ page }) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    // The telemetry worker's own script is the worker's, not the page's.
    if (/^\/assets\/.+\.js$/.test(path) && !path.includes('.worker-')) {
      scripts.add(path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''))
    }
  })
  await page.goto('/')
  await expect(page.locator('main h2').first()).toBeVisible()
  // The start popups open the notice once the page cover is gone: by then every first-load chunk is in.
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect([...scripts].sort()).toEqual(FIRST_LOAD)
})

/**
 * zod stays on the server: its core alone is 19 KiB (brotli), and a page that imported one constant from
 * a contract/calls module loaded it (the promotions and tasks pages did, through the task states; the
 * games pages through a three-field search check). The app reads the zod-free modules (contract/task-kinds.ts,
 * reward-sources.ts, feedback-limits.ts, calls/meta.ts) and `import type` from the calls (docs/perf-log.md,
 * 2026-11-28). `_zod` is the property every zod 4 schema carries.
 */
test('no chunk of the built app holds zod', () => {
  const dir = join(process.env.E2E_DIST_DIR ?? './dist', 'assets')
  const scripts = readdirSync(dir).filter((name) => name.endsWith('.js') && !name.includes('.worker-'))
  expect(scripts.length).toBeGreaterThan(10)
  const withZod = scripts.filter((name) => readFileSync(join(dir, name), 'utf8').includes('_zod'))
  expect(withZod).toEqual([])
})

/**
 * A cold deep link fetches its page's chunks beside the entry chunk, not one import level after another:
 * the server names them in a `Link` header of the page's HTML (routes.json `preloads`, written by
 * scripts/build/vite-routes-plugin.ts from this build). Each is fetched once: the page's own imports then
 * find the preloaded modules, and its stylesheets the preloaded sheets (a style preload without
 * `crossorigin` did not match Vite's cors request, so every deep link fetched each of its sheets twice).
 */
test("a cold /faq gets its page's chunks in a Link header and fetches each once", async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (/^\/assets\/.+\.(js|css)$/.test(path)) fetched.push(path)
  })
  const response = await page.goto('/faq')
  const link = response?.headers().link ?? ''
  const preloaded = [...link.matchAll(/<([^>]+)>; rel=(?:modulepreload|preload; as=style)/g)].map(
    (m) => m[1] as string,
  )
  const named = (prefix: string, ext = 'js') =>
    preloaded.filter((p) => p.startsWith(`/assets/${prefix}-`) && p.endsWith(`.${ext}`))
  // The FAQ route's chunk and the content page it imports, with their stylesheets; never the entry
  // chunk, which index.html loads.
  expect(named('faq')).toHaveLength(1)
  expect(named('content-page')).toHaveLength(1)
  expect(named('faq', 'css')).toHaveLength(1)
  expect(named('content-page', 'css')).toHaveLength(1)
  expect(named('app')).toEqual([])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  for (const path of preloaded)
    expect(
      fetched.filter((p) => p === path),
      path,
    ).toHaveLength(1)
})
