import { proxy, type Remote, wrap } from 'comlink'
import type { TelemetryWorkerApi } from '../../workers/telemetry.worker.ts'
import { type RequestContext, requestContext } from '../api/client-info.ts'
import { subscribeSession } from '../api/session.ts'
import { subscribeLocale } from '../i18n/locale.ts'

/**
 * The page's one connection to the background worker (workers/telemetry.worker.ts: event queue and game
 * heartbeat), made on first use: the first telemetry event (after first paint) or an opened game, so
 * neither the worker nor comlink is part of the first load. Once connected, every change of the request
 * context (login, logout, another locale) is handed to the worker, which sends with it.
 */
export type WorkerApi = Remote<TelemetryWorkerApi>

export interface ConnectionDeps {
  create: () => WorkerApi
  context: () => RequestContext
  /** Calls back on every change that may touch the context; returns the unsubscribe. */
  watch: (changed: () => void) => () => void
}

export function createWorkerConnection(deps: ConnectionDeps) {
  let api: WorkerApi | null = null
  let sent = ''

  const push = () => {
    if (!api) return
    const ctx = deps.context()
    const key = JSON.stringify(ctx)
    if (key === sent) return
    sent = key
    api.setContext(ctx).catch(() => undefined)
  }

  return {
    /** The worker, started on the first call. */
    get(): WorkerApi {
      if (!api) {
        api = deps.create()
        deps.watch(push)
      }
      return api
    },
    /** The context now, remembered as the one the worker has (the caller hands it over itself). */
    context(): RequestContext {
      const ctx = deps.context()
      sent = JSON.stringify(ctx)
      return ctx
    },
  }
}

const browserConnection = createWorkerConnection({
  create: () =>
    wrap<TelemetryWorkerApi>(
      new Worker(new URL('../../workers/telemetry.worker.ts', import.meta.url), { type: 'module' }),
    ),
  context: requestContext,
  watch: (changed) => {
    const offSession = subscribeSession(changed)
    const offLocale = subscribeLocale(changed)
    return () => {
      offSession()
      offLocale()
    }
  },
})

/** The browser's worker (started now if it is not running yet). */
export const telemetryWorker = (): WorkerApi => browserConnection.get()
/** The request context to hand the worker with a call that takes one. */
export const workerContext = (): RequestContext => browserConnection.context()

/** The game heartbeat's calls (src/platform/heartbeat.ts); the 401 callback crosses as a comlink proxy. */
export const workerHeartbeat = {
  start: (gameId: number, onUnauthorized: (token: string) => void): Promise<void> =>
    telemetryWorker().startHeartbeat(gameId, workerContext(), proxy(onUnauthorized)),
  stop: (): Promise<void> => telemetryWorker().stopHeartbeat(),
}
export type WorkerHeartbeat = typeof workerHeartbeat
