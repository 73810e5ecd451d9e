// First-load JavaScript weight of `/` against the DESIGN 7 budget: <= 130 KiB as served (brotli).
// Prints figures; it is not a test and exits 0 whatever the verdict (2 only when the lobby never appeared).
// Usage: node scripts/bench/first-load-size.mjs [baseUrl]    (npm run bench:size -- [baseUrl])
//   baseUrl defaults to http://localhost:8080. It builds nothing: run a production build behind the
//   server first, e.g. `npm start`, or `npx vite build --outDir /tmp/d` and
//   `DIST_DIR=/tmp/d PORT=8193 node --import tsx server/main.ts`.
// A fresh headless Chromium (empty cache, no service worker yet) loads `/`, waits for the lobby's
// games (or their empty/error state) and for the network to go idle, then prints for every JavaScript
// response the page fetched: its raw size, gzip -9 of the body, and the bytes as served with the
// content-encoding the server chose (our server sends the prebuilt .br to a browser that accepts br;
// scripts/bench/first-load-js.mjs says how the bytes are counted). The verdict is on the served total.
// Chunks the page loads after first paint (the service-worker registration, the telemetry client) count
// too. Scripts its dedicated web worker fetches (the telemetry worker with Dexie) are listed apart and
// not summed: the worker, not the page, owns IndexedDB. The service worker's own precache downloads do
// not count either.
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../tools/chromium.mjs'
import {
  BUDGET_KIB,
  budgetVerdict,
  encodingsOf,
  kib,
  LOBBY_SHOWN,
  recordFirstLoadJs,
  sumOf,
} from './first-load-js.mjs'

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
    const row = (name, raw, gzip, served, encoding, at) =>
      console.log(
        `${name.padEnd(width)}  ${raw.padStart(8)}  ${gzip.padStart(9)}  ${served.padStart(11)}  ${encoding.padEnd(12)}  ${at.padStart(6)}`,
      )
    const servedKib = (f) => (f.served === null ? '?' : `${kib(f.served)}${f.declared ? '*' : ''}`)
    const fileRow = (name, f) => row(name, kib(f.raw), kib(f.gzip), servedKib(f), f.encoding, String(f.ms))

    console.log(`First load of ${base}/ - JavaScript responses: raw, gzip -9 of each body, and as served`)
    row('file', 'raw KiB', 'gzip KiB', 'served KiB', 'encoding', 'at ms')
    for (const f of files) fileRow(f.path, f)
    const served = sumOf(files, 'served')
    row(
      `page total (${files.length} files)`,
      kib(sumOf(files, 'raw')),
      kib(sumOf(files)),
      kib(served),
      encodingsOf(files),
      '',
    )
    if (worker.length > 0) {
      console.log('worker, after first paint (fetched by the dedicated worker; not in the page total):')
      for (const f of worker) fileRow(`  ${f.path}`, f)
    }
    if ([...files, ...worker].some((f) => f.declared)) {
      console.log("* the response's content-length (the page target did not see its bytes arrive)")
    }
    const early = files.filter((f) => f.ms <= shown)
    console.log(
      `lobby shown at ${shown} ms; page JS received before that: ${kib(sumOf(early, 'served'))} KiB served, ${kib(sumOf(early))} KiB gzip`,
    )
    const notBrotli = files.filter((f) => f.encoding !== 'br')
    const caveat =
      notBrotli.length > 0
        ? ` - NOT all brotli (${notBrotli.map((f) => f.path).join(', ')}): check the server`
        : ''
    console.log(`budget ${BUDGET_KIB} KiB as served (brotli): ${budgetVerdict(served)}${caveat}`)
    console.log(`(gzip -9 of the same files: ${kib(sumOf(files))} KiB)`)
  }
} finally {
  await browser.close()
}
