// First-load JavaScript weight of `/` against the DESIGN 7 budget (<= 130 KiB gzip). Prints figures;
// it is not a test and exits 0 whatever the verdict (2 only when the lobby never appeared).
// Usage: node scripts/bench/first-load-size.mjs [baseUrl]    (npm run bench:size -- [baseUrl])
//   baseUrl defaults to http://localhost:8080. It builds nothing: run a production build behind the
//   server first, e.g. `npm start`, or `npx vite build --outDir /tmp/d` and
//   `DIST_DIR=/tmp/d PORT=8193 node --import tsx server/main.ts`.
// A fresh headless Chromium (empty cache, no service worker yet) loads `/`, waits for the lobby's
// games (or their empty/error state) and for the network to go idle, then gzips (-9) every JavaScript
// response the page fetched and sums them. Chunks the page loads after first paint (the service-worker
// registration, the telemetry client) count too. Scripts its dedicated web worker fetches (the
// telemetry worker with Dexie) are listed apart and not summed: the worker, not the page, owns
// IndexedDB (scripts/bench/first-load-js.mjs says how they are told apart). The service worker's own precache
// downloads do not count either.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'
import { BUDGET_KIB, budgetVerdict, kib, LOBBY_SHOWN, recordFirstLoadJs, sumOf } from './first-load-js.mjs'

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '')

const browser = await chromium.launch(chromiumLaunchOptions)

try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
  const page = await context.newPage()
  const recording = await recordFirstLoadJs(page)

  await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' })
  const shown = await page
    .locator(LOBBY_SHOWN)
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .then(() => Date.now() - recording.started)
    .catch(() => null)
  // Work deferred to after first paint or to the load event still belongs to the first load.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(500)
  await page.waitForLoadState('networkidle')
  const { page: files, worker } = await recording.collect()
  await context.close()

  if (shown === null) {
    console.error(`The lobby did not appear at ${base}/ within 15 s: is a production build being served?`)
    process.exitCode = 2
  } else {
    const width = Math.max(5, ...[...files, ...worker].map((f) => f.path.length + 2))
    const row = (name, raw, gzip, at) =>
      console.log(`${name.padEnd(width)}  ${raw.padStart(8)}  ${gzip.padStart(9)}  ${at.padStart(6)}`)

    console.log(`First load of ${base}/ - JavaScript responses, gzip -9 of each body`)
    row('file', 'raw KiB', 'gzip KiB', 'at ms')
    for (const f of files) row(f.path, kib(f.raw), kib(f.gzip), String(f.ms))
    const total = sumOf(files)
    row(`page total (${files.length} files)`, kib(sumOf(files, 'raw')), kib(total), '')
    if (worker.length > 0) {
      console.log('worker, after first paint (fetched by the dedicated worker; not in the page total):')
      for (const f of worker) row(`  ${f.path}`, kib(f.raw), kib(f.gzip), String(f.ms))
    }
    const early = files.filter((f) => f.ms <= shown)
    console.log(`lobby shown at ${shown} ms; page JS received before that: ${kib(sumOf(early))} KiB gzip`)
    console.log(`budget ${BUDGET_KIB} KiB: ${budgetVerdict(total)}`)
  }
} finally {
  await browser.close()
}
