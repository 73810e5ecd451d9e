// Cold-load weight of the pages a player opens straight from a link or a bookmark: for each path, the
// JavaScript and CSS files a fresh browser (empty cache, no service worker) fetches until the network goes
// idle, and their bytes as served (brotli: our server sends each file's prebuilt .br, so the .br's size).
// bench:size measures `/` against its budget; this shows how the lazy chunks fall for every other page, so
// a chunk group that drags one feature's code into another's first visit shows up as a number.
// Prints figures; it is not a test and exits 0.
// Usage: node scripts/bench/page-weights.mjs [baseUrl] [distDir]    (npm run bench:pages -- ...)
//   baseUrl defaults to http://localhost:8080 and distDir to ./dist: the build that server serves.
//   Signed-in pages use an account the script registers through the register page. LIST_FILES=1 also
//   prints each page's files with their sizes.
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '')
const dist = process.argv[3] ?? 'dist'

const VISITOR_PAGES = ['/faq', '/about-us', '/service', '/download', '/game/search', '/auth/login', '/bonus']
const PLAYER_PAGES = ['/member', '/vip', '/wallets', '/email', '/bonus/tasks', '/agent']
const PASSWORD = 'correct horse battery'

const kib = (bytes) => (bytes / 1024).toFixed(1)

const servedBytes = (path) => {
  const file = join(dist, path)
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size
  return existsSync(file) ? statSync(file).size : 0
}

/** The /assets/ scripts and stylesheets a cold load of `path` fetches (the telemetry worker's excluded). */
async function coldLoad(browser, path, storageState) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
    storageState,
  })
  const page = await context.newPage()
  const files = new Set()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/assets\/.+\.(js|css)$/.test(pathname) && !pathname.includes('.worker-')) files.add(pathname)
  })
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
  const landed = new URL(page.url()).pathname
  await context.close()
  const list = [...files]
  const sum = (ext) => list.filter((f) => f.endsWith(ext)).reduce((total, f) => total + servedBytes(f), 0)
  if (process.env.LIST_FILES)
    console.log(path, list.map((f) => `${f.slice(8)} ${kib(servedBytes(f))}`).join('  '))
  return { path, landed, files: list.length, js: sum('.js'), css: sum('.css') }
}

async function playerState(browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`${base}/auth/register`)
  await page.getByRole('textbox', { name: 'Account' }).fill(`pw${Date.now().toString(36)}`)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 15_000 })
  const state = await context.storageState()
  await context.close()
  return state
}

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const rows = []
  for (const path of VISITOR_PAGES) rows.push({ who: 'visitor', ...(await coldLoad(browser, path)) })
  const state = await playerState(browser)
  for (const path of PLAYER_PAGES) rows.push({ who: 'player', ...(await coldLoad(browser, path, state)) })

  console.log(
    `Cold loads at ${base} (360x740, no service worker), JS and CSS as served (brotli) from ${dist}`,
  )
  console.log(
    `${'page'.padEnd(14)}  ${'as'.padEnd(8)}  files  ${'JS KiB'.padStart(7)}  ${'CSS KiB'.padStart(7)}  ${'total'.padStart(7)}`,
  )
  for (const r of rows) {
    const page = r.landed === r.path ? r.path : `${r.path}>${r.landed}`
    console.log(
      `${page.padEnd(14)}  ${r.who.padEnd(8)}  ${String(r.files).padStart(5)}  ${kib(r.js).padStart(7)}  ${kib(r.css).padStart(7)}  ${kib(r.js + r.css).padStart(7)}`,
    )
  }
} finally {
  await browser.close()
}
