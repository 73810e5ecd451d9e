// First-load JavaScript weight of `/` against the DESIGN 7 budget (<= 130 KiB gzip). Prints figures;
// it is not a test and exits 0 whatever the verdict (2 only when the lobby never appeared).
// Usage: node scripts/first-load-size.mjs [baseUrl]    (npm run bench:size -- [baseUrl])
//   baseUrl defaults to http://localhost:8080. It builds nothing: run a production build behind the
//   server first, e.g. `npm start`, or `npx vite build --outDir /tmp/d` and
//   `DIST_DIR=/tmp/d PORT=8193 node --import tsx server/main.ts`.
// A fresh headless Chromium (empty cache, no service worker yet) loads `/`, waits for the lobby's
// games (or their empty/error state) and for the network to go idle, then gzips (-9) every JavaScript
// response the page fetched and sums them. Chunks loaded after first paint (the service-worker
// registration) count too; the service worker's own precache downloads do not.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const BUDGET_KIB = 130
const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '')

const kib = (bytes) => (bytes / 1024).toFixed(1)
const isJs = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js$/.test(new URL(response.url()).pathname)

const browser = await chromium.launch(chromiumLaunchOptions)

try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  const started = Date.now()
  /** @type {Promise<{ path: string, raw: number, gzip: number, ms: number } | null>[]} */
  const responses = []
  // Only the page's own requests: the service worker is a separate target with its own events.
  page.on('response', (response) => {
    if (!isJs(response) || response.status() !== 200) return
    const ms = Date.now() - started
    const path = new URL(response.url()).pathname
    responses.push(
      response.body().then(
        (body) => ({ path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, ms }),
        () => null,
      ),
    )
  })

  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' })
  const shown = await page
    .locator('main [role="tabpanel"], main [role="alert"], main h2')
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => Date.now() - started)
    .catch(() => null)
  // Work deferred to after first paint or to the load event still belongs to the first load.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
  await context.close()

  if (shown === null) {
    console.error(`The lobby did not appear at ${base}/ within 15 s: is a production build being served?`)
    process.exitCode = 2
  } else {
    const byPath = new Map()
    for (const file of await Promise.all(responses))
      if (file && !byPath.has(file.path)) byPath.set(file.path, file)
    const files = [...byPath.values()].sort((a, b) => b.gzip - a.gzip)
    const sum = (list, key) => list.reduce((total, f) => total + f[key], 0)
    const width = Math.max(5, ...files.map((f) => f.path.length))
    const row = (name, raw, gzip, at) =>
      console.log(`${name.padEnd(width)}  ${raw.padStart(8)}  ${gzip.padStart(9)}  ${at.padStart(6)}`)

    console.log(`First load of ${base}/ - JavaScript responses, gzip -9 of each body`)
    row('file', 'raw KiB', 'gzip KiB', 'at ms')
    for (const f of files) row(f.path, kib(f.raw), kib(f.gzip), String(f.ms))
    const total = sum(files, 'gzip')
    row(`total (${files.length} files)`, kib(sum(files, 'raw')), kib(total), '')
    const early = files.filter((f) => f.ms <= shown)
    console.log(`lobby shown at ${shown} ms; JS received before that: ${kib(sum(early, 'gzip'))} KiB gzip`)
    const budget = BUDGET_KIB * 1024
    console.log(
      total <= budget
        ? `budget ${BUDGET_KIB} KiB: OK, ${kib(total)} KiB (${kib(budget - total)} KiB to spare)`
        : `budget ${BUDGET_KIB} KiB: OVER, ${kib(total)} KiB (by ${kib(total - budget)} KiB)`,
    )
  }
} finally {
  await browser.close()
}
