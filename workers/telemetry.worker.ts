import { expose } from 'comlink'
import { createTelemetryService } from './telemetry-service.ts'

/** Thin comlink glue: the logic lives in telemetry-service.ts and event-queue.ts. */
const service = createTelemetryService()

// Workers get `online` too: retry at once instead of waiting for the backoff timer.
addEventListener('online', () => {
  service.online().catch(() => undefined)
})

expose(service)

export type TelemetryWorkerApi = typeof service
