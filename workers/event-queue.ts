import { EVENT_BATCH_MAX } from '../contract/telemetry.ts'
import { uuid } from '../contract/uuid.ts'
import type { EventDb, EventKind, StoredEvent, TelemetryEvent } from './event-db.ts'
import type { SendResult } from './event-wire.ts'

/** Spec 9: a batch is at most 20 events, and a partial batch goes out 2 s after its first event. */
export const BATCH_SIZE = EVENT_BATCH_MAX
export const FLUSH_DELAY_MS = 2_000
/** How long a page-hide send owns its events before the worker may send them again. */
export const BEACON_LEASE_MS = 30_000
/**
 * sendBeacon and keepalive fetch share a 64 KiB budget of bodies in flight (the page-hide send uses
 * either); leave room for other keepalive requests.
 */
export const BEACON_MAX_BYTES = 60_000
/**
 * A worker batch stays under this too: the server refuses bodies over 64 KiB (413), and 20 events
 * with many long ad parameters can exceed that.
 */
export const SEND_MAX_BYTES = BEACON_MAX_BYTES
const BACKOFF_BASE_MS = 2_000
const BACKOFF_MAX_MS = 60_000
/** The server's limits (contract `appEvent`): clamp here, or one bad event would block its batch forever. */
const TARGET_MAX = 128
const PARAMS_MAX = 20
const PARAM_KEY_MAX = 64
const PARAM_VALUE_MAX = 256

export interface Clock {
  now(): number
  setTimer(fn: () => void, ms: number): unknown
  clearTimer(handle: unknown): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** What a caller supplies; the queue stamps the rest (id, channel, appId, version, time). */
export interface EventInput {
  kind: EventKind
  target: string
  params?: Record<string, string>
  /** 0 (the default) when anonymous. */
  eventUserId?: number
  /** Seconds; defaults to the clock's now. */
  eventTime?: number
}

export interface EventQueueOptions {
  db: EventDb
  appId: string
  channel: string
  version: string
  /** How the server answered; see flushLoop for what each answer does to the events. A throw is a retry. */
  send: (batch: readonly TelemetryEvent[]) => Promise<SendResult>
  /** Bytes a batch costs on the wire (for the beacon budget). */
  measure: (batch: readonly TelemetryEvent[]) => number
  clock?: Clock
  newId?: () => string
}

export interface BeaconBatch {
  ids: string[]
  events: TelemetryEvent[]
}

/**
 * A persisted, batched, at-least-once event queue. Events leave IndexedDB only after the server accepted
 * them; the server de-duplicates by id, so a resend after a crash or a beacon costs nothing.
 */
export class EventQueue {
  private readonly db: EventDb
  private readonly clock: Clock
  private readonly sending = new Set<string>()
  private readonly pending = new Set<Promise<unknown>>()
  private flushing: Promise<void> | null = null
  private timer: unknown = null
  private timerAt = Number.POSITIVE_INFINITY
  private failures = 0
  private backoffUntil = 0

  constructor(private readonly opts: EventQueueOptions) {
    this.db = opts.db
    this.clock = opts.clock ?? systemClock
  }

  /**
   * Picks up events a previous page left behind, those its page-hide send had leased too: that page and
   * its worker are gone, and a page that unloads often dies between the lease and its keepalive fetch,
   * which left the events stuck for the whole lease. Whether its send landed is unknown; the server drops
   * a resend as a duplicate.
   */
  async start(): Promise<void> {
    await this.track(this.db.events.where('leaseUntil').above(0).modify({ leaseUntil: 0 }))
    await this.track(this.reschedule())
  }

  async enqueue(input: EventInput): Promise<TelemetryEvent> {
    const now = this.clock.now()
    const event: TelemetryEvent = {
      id: (this.opts.newId ?? uuid)(),
      kind: input.kind,
      channel: this.opts.channel,
      appId: this.opts.appId,
      version: this.opts.version,
      eventTime: input.eventTime ?? Math.floor(now / 1000),
      eventUserId: input.eventUserId ?? 0,
      target: clean(input.target).slice(0, TARGET_MAX),
      params: clampParams(input.params ?? {}),
    }
    await this.track(this.db.events.add({ id: event.id, queuedAt: now, leaseUntil: 0, event }))
    await this.track(this.reschedule())
    return event
  }

  /**
   * Sends every batch that is due (20 queued, or the oldest waited 2 s); one flush runs at a time.
   *
   * What happens to a batch, by the server's answer (the one rule, event-wire.ts SendResult):
   * - accepted: its events leave the queue.
   * - retry (network, timeout, 5xx, 429): they stay, and the queue backs off (2 s doubling to 60 s).
   * - refused (400 validation, 413): the server stored none of it and never will. The events its
   *   details name (`events.<i>...`) are dropped, since no re-send can make them valid, and the rest
   *   go out again at once as a new batch; a refusal naming no single event drops the whole batch.
   *   Every refusal drops at least one event, so a queue can never be stuck on one.
   * enqueue() already strips NUL (U+0000) and clamps to the server's limits, so a refusal means events
   * queued by an older release, or a contract this release does not know: they are lost, the good
   * events beside them are not.
   */
  flushDue(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.flushLoop().finally(() => {
        this.flushing = null
        this.background(this.reschedule())
      })
    }
    return this.track(this.flushing)
  }

  /** The network is back: forget the backoff and send what is due now. */
  online(): Promise<void> {
    this.failures = 0
    this.backoffUntil = 0
    return this.flushDue()
  }

  /**
   * Batches (<= 20 events each) whose encoded size together stays under `maxBytes`, leased to the page's
   * page-hide send (keepalive fetch, or sendBeacon). They stay stored: a confirmed send deletes them
   * (`delivered`), or they go out again after the lease.
   */
  async drainForBeacon(maxBytes = BEACON_MAX_BYTES): Promise<BeaconBatch[]> {
    const now = this.clock.now()
    const rows = await this.eligible(now)
    const batches: BeaconBatch[] = []
    let budget = maxBytes
    let current: TelemetryEvent[] = []
    const close = () => {
      if (current.length === 0) return
      budget -= this.opts.measure(current)
      batches.push({ ids: current.map((e) => e.id), events: current })
      current = []
    }
    for (const row of rows) {
      if (current.length === BATCH_SIZE) close()
      if (this.opts.measure([...current, row.event]) > budget) {
        close()
        if (this.opts.measure([row.event]) > budget) break
      }
      current.push(row.event)
    }
    close()
    const ids = batches.flatMap((b) => b.ids)
    await this.track(
      this.db.events
        .where('id')
        .anyOf(ids)
        .modify({ leaseUntil: now + BEACON_LEASE_MS }),
    )
    await this.track(this.reschedule())
    return batches
  }

  /** The page's page-hide send failed or was refused: hand the events back to the worker at once. */
  async release(ids: readonly string[]): Promise<void> {
    await this.track(
      this.db.events
        .where('id')
        .anyOf([...ids])
        .modify({ leaseUntil: 0 }),
    )
    await this.track(this.reschedule())
  }

  /** The page's page-hide send of these events was accepted: they are delivered, forget them. */
  async delivered(ids: readonly string[]): Promise<void> {
    await this.track(this.db.events.bulkDelete([...ids]))
    await this.track(this.reschedule())
  }

  count(): Promise<number> {
    return this.db.events.count()
  }

  /** Resolves when no queue work (DB writes, sends, rescheduling) is left running: for tests and shutdown. */
  async whenIdle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending])
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimer(this.timer)
    this.timer = null
    this.timerAt = Number.POSITIVE_INFINITY
  }

  private async flushLoop(): Promise<void> {
    for (;;) {
      const now = this.clock.now()
      if (now < this.backoffUntil) return
      const due = await this.eligible(now, BATCH_SIZE)
      const first = due[0]
      if (!first) return
      if (due.length < BATCH_SIZE && now - first.queuedAt < FLUSH_DELAY_MS) return
      const batch = this.fitBytes(due, SEND_MAX_BYTES)
      const ids = batch.map((r) => r.id)
      for (const id of ids) this.sending.add(id)
      let ok = false
      try {
        const result = await this.opts.send(batch.map((r) => r.event))
        if (result.kind === 'accepted') await this.db.events.bulkDelete(ids)
        if (result.kind === 'refused') {
          const named = result.invalid.flatMap((i) => ids[i] ?? [])
          await this.db.events.bulkDelete(named.length > 0 ? named : ids)
        }
        ok = result.kind !== 'retry'
      } catch {
        ok = false
      } finally {
        for (const id of ids) this.sending.delete(id)
      }
      if (!ok) {
        this.failures += 1
        const delay = Math.min(BACKOFF_BASE_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS)
        this.backoffUntil = this.clock.now() + delay
        return
      }
      this.failures = 0
      this.backoffUntil = 0
    }
  }

  /** The oldest rows whose batch stays within `maxBytes` on the wire (always at least one). */
  private fitBytes(rows: StoredEvent[], maxBytes: number): StoredEvent[] {
    let n = rows.length
    while (n > 1 && this.opts.measure(rows.slice(0, n).map((r) => r.event)) > maxBytes) n -= 1
    return rows.slice(0, n)
  }

  /** Rows a sender may take now: not in a request, not leased to a beacon; oldest first. */
  private eligible(now: number, limit?: number): Promise<StoredEvent[]> {
    const query = this.db.events
      .orderBy('queuedAt')
      .filter((r) => r.leaseUntil <= now && !this.sending.has(r.id))
    return (limit === undefined ? query : query.limit(limit)).toArray()
  }

  /** Arms the single timer for the next moment something becomes due, or flushes now. */
  private async reschedule(): Promise<void> {
    if (this.flushing) return // the running flush reschedules when it ends
    const now = this.clock.now()
    const batch = await this.eligible(now, BATCH_SIZE)
    let at = Number.POSITIVE_INFINITY
    const first = batch[0]
    if (batch.length === BATCH_SIZE) at = now
    else if (first) at = first.queuedAt + FLUSH_DELAY_MS
    const leased = await this.db.events.where('leaseUntil').above(now).first()
    if (leased) at = Math.min(at, leased.leaseUntil)
    if (at === Number.POSITIVE_INFINITY) return this.stop()
    at = Math.max(at, this.backoffUntil)
    if (at <= now) {
      this.stop()
      this.background(this.flushDue())
      return
    }
    if (this.timer !== null && this.timerAt <= at) return
    this.stop()
    this.timerAt = at
    this.timer = this.clock.setTimer(() => {
      this.timer = null
      this.timerAt = Number.POSITIVE_INFINITY
      this.background(this.flushDue())
    }, at - now)
  }

  /** Timer- and event-driven work has no caller to report to; a failed DB op is retried next time. */
  private background(promise: Promise<unknown>): void {
    this.track(promise).catch(() => undefined)
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise)
    const done = () => this.pending.delete(promise)
    promise.then(done, done)
    return promise
  }
}

/** Without NUL (U+0000): the server refuses it in every string (no database text column can hold it). */
const clean = (s: string) => String(s).replaceAll('\u0000', '')

function clampParams(params: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [rawKey, value] of Object.entries(params)) {
    if (Object.keys(out).length === PARAMS_MAX) break
    const key = clean(rawKey)
    if (key === '' || key.length > PARAM_KEY_MAX) continue
    out[key] = clean(value).slice(0, PARAM_VALUE_MAX)
  }
  return out
}
