import { apiHeaders } from '../../contract/request.ts'
import type { EventKind } from '../../workers/event-db.ts'
import { EVENT_LOG_URL, type FetchLike, type RequestContext } from '../../workers/event-wire.ts'
import type { TelemetryWorkerApi } from '../../workers/telemetry.worker.ts'
import type { BeaconRequest } from '../../workers/telemetry-service.ts'
import { getSession } from '../api/session.ts'
import { readAdParams } from './telemetry-params.ts'
import { telemetryWorker, workerContext } from './telemetry-worker.ts'

export type { EventKind }

/** Who and when, captured where the event happened (a caller that buffers events passes them on). */
export interface EventStamp {
  eventUserId: number
  /** Seconds since the epoch. */
  eventTime: number
}

type Used = 'start' | 'enqueue' | 'drainForBeacon' | 'release' | 'delivered' | 'queued'
/** The worker methods telemetry uses, as comlink makes them: every one answers with a promise. */
type WorkerApi = {
  [K in Used]: (
    ...args: Parameters<TelemetryWorkerApi[K]>
  ) => Promise<Awaited<ReturnType<TelemetryWorkerApi[K]>>>
}

export interface TelemetryDeps {
  connect: () => WorkerApi
  /** The request context now (client fields and the spec's headers). */
  context: () => RequestContext
  /** fetch for a `keepalive` request; null where the browser lacks keepalive. */
  keepalive: FetchLike | null
  /** The fallback without keepalive (it cannot carry headers). */
  sendBeacon: ((url: string, body: Blob) => boolean) | null
  /** The signed-in user's id, 0 when anonymous. */
  userId: () => number
  params: () => Record<string, string>
  now: () => number
  /** Where pagehide/visibilitychange are heard (window and document in the browser). */
  win: EventTarget
  doc: EventTarget & { visibilityState: DocumentVisibilityState }
}

/**
 * The page side of telemetry: starts the worker on the first event (so the worker and Dexie stay out of
 * the first load), forwards events to it, and on page hide drains its queue itself, since a hidden or
 * closing page's worker may be stopped before its next send: a `keepalive` fetch with the spec's headers,
 * which outlives the page, or sendBeacon (no headers) where keepalive is missing. Events the server
 * accepted are confirmed to the worker; events whose send failed are handed back, and it retries them.
 */
export function createTelemetry(deps: TelemetryDeps) {
  let api: WorkerApi | null = null
  let started: Promise<void> | null = null

  const worker = (): WorkerApi => {
    if (!api) {
      api = deps.connect()
      started = api.start(deps.context())
      deps.win.addEventListener('pagehide', () => void drain())
      deps.doc.addEventListener('visibilitychange', () => {
        if (deps.doc.visibilityState === 'hidden') void drain()
      })
    }
    return api
  }

  async function track(kind: EventKind, target: string, params?: Record<string, string>, stamp?: EventStamp) {
    const remote = worker()
    const input = {
      kind,
      target,
      params: { ...deps.params(), ...params },
      eventUserId: stamp?.eventUserId ?? deps.userId(),
      eventTime: stamp?.eventTime ?? Math.floor(deps.now() / 1000),
    }
    try {
      await started
      await remote.enqueue(input)
    } catch {
      // telemetry never breaks the page
    }
  }

  /** Resolves once every request of the drain has been answered (or handed back). */
  async function drain(): Promise<void> {
    const remote = api
    if (!remote || (!deps.keepalive && !deps.sendBeacon)) return
    try {
      await started
      const requests = await remote.drainForBeacon()
      if (deps.keepalive) await sendKeepalive(remote, requests, deps.keepalive)
      else if (deps.sendBeacon) await sendBeacons(remote, requests, deps.sendBeacon)
    } catch {
      // the worker keeps the events either way
    }
  }

  function sendKeepalive(remote: WorkerApi, requests: BeaconRequest[], keepalive: FetchLike) {
    // Every request leaves now, before the page may go; no idempotency key (a `once` call).
    const headers = apiHeaders(deps.context())
    return Promise.all(
      requests.map((req) =>
        keepalive(EVENT_LOG_URL, { method: 'POST', keepalive: true, headers, body: req.body })
          .then(async (res) => {
            const reply = (await res.json().catch(() => null)) as { code?: unknown } | null
            return res.ok && reply?.code === 200
          })
          // Over the 64 KiB keepalive budget the fetch rejects at once: the worker sends those itself.
          .catch(() => false)
          .then((accepted) => (accepted ? remote.delivered(req.ids) : remote.release(req.ids)))
          .catch(() => undefined),
      ),
    )
  }

  async function sendBeacons(
    remote: WorkerApi,
    requests: BeaconRequest[],
    beacon: (url: string, body: Blob) => boolean,
  ) {
    const refused: string[] = []
    for (const req of requests) {
      const queued =
        refused.length === 0 && beacon(EVENT_LOG_URL, new Blob([req.body], { type: 'application/json' }))
      if (!queued) refused.push(...req.ids)
    }
    if (refused.length > 0) await remote.release(refused)
  }

  /** Events waiting in the worker's IndexedDB queue (diagnostics). */
  async function queued(): Promise<number> {
    const remote = worker()
    await started
    return remote.queued()
  }

  return { track, drain, queued }
}

/** keepalive on fetch: Chromium, Safari 13+, Firefox 133+. */
const hasKeepalive = () => typeof Request === 'function' && 'keepalive' in Request.prototype

function browserDeps(): TelemetryDeps {
  return {
    connect: telemetryWorker,
    context: workerContext,
    keepalive: hasKeepalive() ? (url, init) => fetch(url, init) : null,
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    userId: () => {
      const user = getSession().user
      return user?.id ?? 0
    },
    params: () => readAdParams(),
    now: () => Date.now(),
    win: window,
    doc: document,
  }
}

let client: ReturnType<typeof createTelemetry> | null = null

/** Queues one event; the worker starts on the first call. */
export function track(kind: EventKind, target: string, params?: Record<string, string>, stamp?: EventStamp) {
  client ??= createTelemetry(browserDeps())
  return client.track(kind, target, params, stamp)
}

/** How many events wait to be sent (starts the worker if it is not running yet). */
export function queuedEvents(): Promise<number> {
  client ??= createTelemetry(browserDeps())
  return client.queued()
}
