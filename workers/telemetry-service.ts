import { openEventDb } from './event-db.ts'
import { BEACON_MAX_BYTES, type Clock, type EventInput, EventQueue } from './event-queue.ts'
import {
  byteLength,
  eventLogBody,
  type FetchLike,
  fetchTransport,
  type RequestContext,
} from './event-wire.ts'

/** A page-hide request: the page posts `body`; on success it confirms `ids`, on failure it releases them. */
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
 * The event queue's side of the worker API. Kept free of comlink so tests drive it directly; the page
 * must call `start` first with the request context only it can read (client fields, fingerprint, locale,
 * token), and `setContext` whenever that changes (login, logout, another locale).
 */
export function createTelemetryService(deps: TelemetryServiceDeps = {}) {
  let context: RequestContext | null = null
  let queue: EventQueue | null = null

  const ready = (): EventQueue => {
    if (!queue) throw new Error('telemetry: start() must run before other calls')
    return queue
  }

  return {
    async start(ctx: RequestContext): Promise<void> {
      context = ctx
      if (queue) return
      const current = () => context ?? ctx
      queue = new EventQueue({
        db: openEventDb(deps.dbName),
        appId: ctx.fields.appId,
        channel: ctx.fields.channel,
        version: ctx.fields.appVersion,
        clock: deps.clock,
        send: fetchTransport(current, deps.fetchImpl),
        measure: (batch) => byteLength(eventLogBody(batch, current().fields)),
      })
      await queue.start()
    },
    /** The page's latest request context: the next batch goes out with it. */
    setContext(ctx: RequestContext): void {
      context = ctx
    },
    async enqueue(input: EventInput): Promise<string> {
      return (await ready().enqueue(input)).id
    },
    async drainForBeacon(maxBytes: number = BEACON_MAX_BYTES): Promise<BeaconRequest[]> {
      const batches = await ready().drainForBeacon(maxBytes)
      const current = context
      if (!current) return []
      return batches.map((b) => ({ ids: b.ids, body: eventLogBody(b.events, current.fields) }))
    },
    async release(ids: readonly string[]): Promise<void> {
      await ready().release(ids)
    },
    async delivered(ids: readonly string[]): Promise<void> {
      await ready().delivered(ids)
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
