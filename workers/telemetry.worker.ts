import { expose } from 'comlink'
import type { RequestContext } from '../contract/request.ts'
import { createHeartbeat, type OnUnauthorized } from './heartbeat.ts'
import { createTelemetryService } from './telemetry-service.ts'

/**
 * Thin comlink glue for the app's one background worker: the event queue (telemetry-service.ts,
 * event-queue.ts) and the game heartbeat (heartbeat.ts). The page (src/platform/telemetry-worker.ts)
 * hands over the request context both send with, and every change of it.
 */
const telemetry = createTelemetryService()
const heartbeat = createHeartbeat()

// Workers get `online` too: retry at once instead of waiting for the backoff timer.
addEventListener('online', () => {
  telemetry.online().catch(() => undefined)
})

const api = {
  ...telemetry,
  setContext(ctx: RequestContext): void {
    telemetry.setContext(ctx)
    heartbeat.setContext(ctx)
  },
  startHeartbeat(gameId: number, ctx: RequestContext, onUnauthorized: OnUnauthorized): void {
    telemetry.setContext(ctx)
    heartbeat.start(gameId, ctx, onUnauthorized)
  },
  stopHeartbeat(): void {
    heartbeat.stop()
  },
}

expose(api)

export type TelemetryWorkerApi = typeof api
