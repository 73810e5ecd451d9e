import { openEventDb } from './event-db.ts'
import { BEACON_MAX_BYTES, type Clock, type EventInput, EventQueue } from './event-queue.ts'
import { byteLength, type ClientFields, eventLogBody, type FetchLike, fetchTransport } from './event-wire.ts'

/** A beacon-ready request: the page posts `body` and, if sendBeacon refuses it, releases `ids`. */
export interface BeaconRequest {
  ids: string[]
  body: string
}

export interface TelemetryServiceDeps {
  dbName?: string
  fetchImpl?: FetchLike
  clock?: Clock
}

/**
 * What the worker exposes over comlink. Kept free of comlink so tests drive it directly; the page must
 * call `start` first with the client fields only it can read (referrer, platform, build appId).
 */
export function createTelemetryService(deps: TelemetryServiceDeps = {}) {
  let fields: ClientFields | null = null
  let queue: EventQueue | null = null

  const ready = (): EventQueue => {
    if (!queue) throw new Error('telemetry: start() must run before other calls')
    return queue
  }

  return {
    async start(clientFields: ClientFields): Promise<void> {
      fields = clientFields
      if (queue) return
      const current = () => fields ?? clientFields
      queue = new EventQueue({
        db: openEventDb(deps.dbName),
        appId: clientFields.appId,
        channel: clientFields.channel,
        version: clientFields.appVersion,
        clock: deps.clock,
        send: fetchTransport(current, deps.fetchImpl),
        measure: (batch) => byteLength(eventLogBody(batch, current())),
      })
      await queue.start()
    },
    async enqueue(input: EventInput): Promise<string> {
      return (await ready().enqueue(input)).id
    },
    async drainForBeacon(maxBytes: number = BEACON_MAX_BYTES): Promise<BeaconRequest[]> {
      const batches = await ready().drainForBeacon(maxBytes)
      const current = fields
      if (!current) return []
      return batches.map((b) => ({ ids: b.ids, body: eventLogBody(b.events, current) }))
    },
    async release(ids: readonly string[]): Promise<void> {
      await ready().release(ids)
    },
    async online(): Promise<void> {
      await queue?.online()
    },
    async queued(): Promise<number> {
      return ready().count()
    },
    async idle(): Promise<void> {
      await queue?.whenIdle()
    },
  }
}

export type TelemetryService = ReturnType<typeof createTelemetryService>
