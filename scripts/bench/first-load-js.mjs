// The measuring code shared by scripts/bench/first-load-size.mjs (bench:size) and scripts/bench/bench-load.mjs
// (bench:load): which JavaScript a cold load of `/` fetches, per file: gzip -9 of each body, and the bytes
// as served (the body as it crossed the wire, in the content-encoding the server chose), split into what
// the page fetched and what its dedicated web workers fetched.
//
// Attribution: Playwright reports a dedicated worker's requests as the page's (request.frame() is the
// page's frame for them, checked with Playwright 1.65), and service-worker requests only on the context
// (request.serviceWorker()). So a response counts for the page only when the page's own CDP target
// saw the request go out and it is not a worker's script: the worker's requests travel on the worker's
// target, and the script a `new Worker(url)` starts is listed under the page target but runs in the
// worker. The telemetry worker (its queue and Dexie) is fetched that way after first paint.
//
// Served bytes: Chromium's own count, from the page target's CDP events: `Network.loadingFinished`'s
// encodedDataLength (everything received for the request) minus `Network.responseReceived`'s
// (the headers), i.e. the encoded body including any chunked framing. Our server sends the prebuilt
// .br (or .gz) files, so for br this equals the .br file's size. Requests the page target does not see
// (the worker's own) fall back to the response's content-length, marked `declared`.
import { gzipSync } from 'node:zlib'

/** DESIGN 7: first load of `/` at most 130 KiB of JavaScript as served (brotli). */
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
 * @typedef {{ url: string, path: string, raw: number, gzip: number, served: number | null,
 *   encoding: string, declared: boolean, ms: number }} JsFile
 *   `served` is the body's bytes on the wire (null when unknown), `encoding` the response's
 *   content-encoding (`identity` when none), `declared` true when `served` is the content-length header.
 */

/**
 * Starts recording the JavaScript `page` and its workers receive; call before `page.goto`.
 * `collect()` (after the load) resolves to `{ page, worker }`: files (JsFile) sorted by gzip size,
 * `ms` counted from `started`.
 */
export async function recordFirstLoadJs(page) {
  const started = Date.now()
  const seenByPage = new Set()
  const workerScripts = new Set()
  /** requestId -> { url, headerBytes } and url -> encoded body bytes, from the page target. */
  const received = new Map()
  const wireBody = new Map()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (event) => seenByPage.add(event.request.url))
  cdp.on('Network.responseReceived', (event) =>
    received.set(event.requestId, { url: event.response.url, headerBytes: event.response.encodedDataLength }),
  )
  cdp.on('Network.loadingFinished', (event) => {
    const response = received.get(event.requestId)
    if (response) wireBody.set(response.url, event.encodedDataLength - response.headerBytes)
  })
  page.on('worker', (worker) => workerScripts.add(worker.url()))

  /** @type {Promise<JsFile | null>[]} */
  const responses = []
  page.on('response', (response) => {
    if (!isJs(response) || response.status() !== 200) return
    const ms = Date.now() - started
    const url = response.url()
    const path = new URL(url).pathname
    const headers = response.headers()
    const encoding = headers['content-encoding'] ?? 'identity'
    const length = Number(headers['content-length'])
    responses.push(
      // finished() first: the body's bytes are counted once it has fully arrived.
      Promise.all([response.body(), response.finished()]).then(
        ([body]) => ({
          url,
          path,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          served: Number.isFinite(length) ? length : null,
          encoding,
          declared: true,
          ms,
        }),
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
        const measured = wireBody.get(file.url)
        if (measured !== undefined && measured > 0) {
          file.served = measured
          file.declared = false
        }
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

/** Sum of one figure over files: `gzip` (default), `raw` or `served` (unknown served bytes count 0). */
export const sumOf = (files, key = 'gzip') => files.reduce((total, f) => total + (f[key] ?? 0), 0)

/** The encodings the files were served in, e.g. `br` or `br, identity`. */
export const encodingsOf = (files) => [...new Set(files.map((f) => f.encoding))].join(', ')

/** The budget line: `OK, x KiB (y KiB to spare)` or `OVER, x KiB (by y KiB)`. */
export function budgetVerdict(bytes) {
  const budget = BUDGET_KIB * 1024
  return bytes <= budget
    ? `OK, ${kib(bytes)} KiB (${kib(budget - bytes)} KiB to spare)`
    : `OVER, ${kib(bytes)} KiB (by ${kib(bytes - budget)} KiB)`
}
