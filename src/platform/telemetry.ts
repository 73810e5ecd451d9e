import { wrap } from 'comlink'
import type { EventKind } from '../../workers/event-db.ts'
import { type ClientFields, EVENT_LOG_URL } from '../../workers/event-wire.ts'
import type { TelemetryWorkerApi } from '../../workers/telemetry.worker.ts'
import { clientFields } from '../api/client-info.ts'
import { getSession } from '../api/session.ts'
import { readAdParams } from './telemetry-params.ts'

export type { EventKind }

/** Who and when, captured where the event happened (a caller that buffers events passes them on). */
export interface EventStamp {
  eventUserId: number
  /** Seconds since the epoch. */
  eventTime: number
}

type WorkerApi = Pick<TelemetryWorkerApi, 'start' | 'enqueue' | 'drainForBeacon' | 'release' | 'queued'>

export interface TelemetryDeps {
  connect: () => WorkerApi
  sendBeacon: ((url: string, body: Blob) => boolean) | null
  fields: () => ClientFields
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
 * the first load), forwards events to it, and on page hide drains its queue through sendBeacon, which
 * workers lack. A beacon the browser refuses is handed back to the worker, which retries it.
 */
export function createTelemetry(deps: TelemetryDeps) {
  let api: WorkerApi | null = null
  let started: Promise<void> | null = null

  const worker = (): WorkerApi => {
    if (!api) {
      api = deps.connect()
      started = api.start(deps.fields())
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

  async function drain(): Promise<void> {
    const beacon = deps.sendBeacon
    if (!api || !beacon) return
    try {
      await started
      const requests = await api.drainForBeacon()
      const refused: string[] = []
      for (const req of requests) {
        const queued =
          refused.length === 0 && beacon(EVENT_LOG_URL, new Blob([req.body], { type: 'application/json' }))
        if (!queued) refused.push(...req.ids)
      }
      if (refused.length > 0) await api.release(refused)
    } catch {
      // the worker keeps the events either way
    }
  }

  /** Events waiting in the worker's IndexedDB queue (diagnostics). */
  async function queued(): Promise<number> {
    const remote = worker()
    await started
    return remote.queued()
  }

  return { track, drain, queued }
}

function browserDeps(): TelemetryDeps {
  return {
    connect: () =>
      wrap<TelemetryWorkerApi>(
        new Worker(new URL('../../workers/telemetry.worker.ts', import.meta.url), { type: 'module' }),
      ),
    sendBeacon:
      typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : null,
    fields: clientFields,
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
