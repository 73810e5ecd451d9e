// The measuring code shared by scripts/bench/first-load-size.mjs (bench:size) and scripts/bench/bench-load.mjs
// (bench:load): which JavaScript a cold load of `/` fetches, per file, gzip -9 of each body, split into
// what the page fetched and what its dedicated web workers fetched.
//
// Attribution: Playwright reports a dedicated worker's requests as the page's (request.frame() is the
// page's frame for them, checked with Playwright 1.65), and service-worker requests only on the context
// (request.serviceWorker()). So a response counts for the page only when the page's own CDP target
// saw the request go out and it is not a worker's script: the worker's requests travel on the worker's
// target, and the script a `new Worker(url)` starts is listed under the page target but runs in the
// worker. The telemetry worker (its queue and Dexie) is fetched that way after first paint.
import { gzipSync } from 'node:zlib'

export const BUDGET_KIB = 130
/** The lobby's content: its category panel, or its empty or error state (bench:size waits for either). */
export const LOBBY_SHOWN = 'main [role="tabpanel"], main [role="alert"], main h2'
/** The lobby's game cards (each a link in a list item of the category panel). */
export const LOBBY_CARDS = 'main [role="tabpanel"] li a'

export const kib = (bytes) => (bytes / 1024).toFixed(1)
const isJs = (response) =>
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js$/.test(new URL(response.url()).pathname)

/**
 * Starts recording the JavaScript `page` and its workers receive; call before `page.goto`.
 * `collect()` (after the load) resolves to `{ page, worker }`: files `{ path, raw, gzip, ms }` sorted
 * by gzip size, `ms` counted from `started`.
 */
export async function recordFirstLoadJs(page) {
  const started = Date.now()
  const seenByPage = new Set()
  const workerScripts = new Set()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (event) => seenByPage.add(event.request.url))
  page.on('worker', (worker) => workerScripts.add(worker.url()))

  /** @type {Promise<{ url: string, path: string, raw: number, gzip: number, ms: number } | null>[]} */
  const responses = []
  page.on('response', (response) => {
    if (!isJs(response) || response.status() !== 200) return
    const ms = Date.now() - started
    const url = response.url()
    const path = new URL(url).pathname
    responses.push(
      response.body().then(
        (body) => ({ url, path, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, ms }),
        () => null,
      ),
    )
  })

  return {
    started,
    async collect() {
      const groups = { page: new Map(), worker: new Map() }
      for (const file of await Promise.all(responses)) {
        if (!file) continue
        const byPage = seenByPage.has(file.url) && !workerScripts.has(file.url)
        const group = groups[byPage ? 'page' : 'worker']
        if (!group.has(file.path)) group.set(file.path, file)
      }
      await cdp.detach().catch(() => {})
      const sorted = (map) => [...map.values()].sort((a, b) => b.gzip - a.gzip)
      return { page: sorted(groups.page), worker: sorted(groups.worker) }
    },
  }
}

export const sumOf = (files, key = 'gzip') => files.reduce((total, f) => total + f[key], 0)

/** The budget line: `OK, x KiB (y KiB to spare)` or `OVER, x KiB (by y KiB)`. */
export function budgetVerdict(bytes) {
  const budget = BUDGET_KIB * 1024
  return bytes <= budget
    ? `OK, ${kib(bytes)} KiB (${kib(budget - bytes)} KiB to spare)`
    : `OVER, ${kib(bytes)} KiB (by ${kib(bytes - budget)} KiB)`
}
