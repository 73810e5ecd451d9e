import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { uuid } from '../contract/uuid.ts'
import { type EventDb, openEventDb, type TelemetryEvent } from './event-db.ts'
import { BATCH_SIZE, BEACON_LEASE_MS, EventQueue, FLUSH_DELAY_MS, SEND_MAX_BYTES } from './event-queue.ts'
import { byteLength, eventLogBody, type SendResult } from './event-wire.ts'
import { FakeClock } from './fake-clock.test-util.ts'

const FIELDS = { appId: 'app', channel: 'WEB', clientReferrer: '', platform: 0 as const, appVersion: '1.1.1' }

let dbName: string
let db: EventDb
let clock: FakeClock
let sent: TelemetryEvent[][]
let accept: boolean
/** When set, answers instead of `accept` (a refusal, say). */
let answer: ((batch: readonly TelemetryEvent[]) => SendResult) | null
const queues: EventQueue[] = []

function makeQueue(): EventQueue {
  const queue = new EventQueue({
    db,
    appId: 'app',
    channel: 'WEB',
    version: '1.1.1',
    clock,
    send: async (batch) => {
      sent.push([...batch])
      if (answer) return answer(batch)
      return accept ? { kind: 'accepted' } : { kind: 'retry' }
    },
    measure: (batch) => byteLength(eventLogBody(batch, FIELDS)),
  })
  queues.push(queue)
  return queue
}

async function enqueueMany(queue: EventQueue, n: number, params: Record<string, string> = {}) {
  for (let i = 0; i < n; i++) await queue.enqueue({ kind: 'click', target: `t${i}`, params })
  await queue.whenIdle()
}

const sizes = () => sent.map((b) => b.length)

/**
 * A reload: `previous` (the closed page's queue) stops, and a new queue over the same IndexedDB starts,
 * with the server accepting again, and gets FLUSH_DELAY_MS to send.
 */
async function nextPage(previous: EventQueue): Promise<EventQueue> {
  previous.stop()
  await previous.whenIdle()
  db.close()
  db = openEventDb(dbName)
  accept = true
  const next = makeQueue()
  await next.start()
  await clock.advance(FLUSH_DELAY_MS, () => next.whenIdle())
  return next
}

beforeEach(() => {
  dbName = `ll-events-test-${crypto.randomUUID()}`
  db = openEventDb(dbName)
  clock = new FakeClock()
  sent = []
  accept = true
  answer = null
})

afterEach(async () => {
  for (const q of queues.splice(0)) {
    q.stop()
    await q.whenIdle()
  }
  db.close()
})

describe('EventQueue batching (spec 9: 20 per batch, 2 s flush)', () => {
  it('stamps the spec fields on each event', async () => {
    const queue = makeQueue()
    const event = await queue.enqueue({ kind: 'view', target: 'banner', params: { utm_source: 'x' } })
    expect(event).toMatchObject({
      kind: 'view',
      channel: 'WEB',
      appId: 'app',
      version: '1.1.1',
      target: 'banner',
    })
    expect(event.eventTime).toBe(Math.floor(clock.now() / 1000))
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(event.params).toEqual({ utm_source: 'x' })
  })

  it('clamps target and params to the server limits so no event can block its batch', async () => {
    const queue = makeQueue()
    const params = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`utm_${i}`, 'v'.repeat(300)]))
    const event = await queue.enqueue({
      kind: 'click',
      target: 't'.repeat(200),
      params: { ['k'.repeat(65)]: 'x', ...params },
    })
    expect(event.target).toHaveLength(128)
    expect(Object.keys(event.params)).toHaveLength(20)
    expect(Object.values(event.params).every((v) => v.length === 256)).toBe(true)
    expect(event.eventUserId).toBe(0)
  })

  it('makes v4 ids without crypto.randomUUID (plain-http LAN testing)', () => {
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })

  it('sends one batch of 20 as soon as 20 are queued', async () => {
    const queue = makeQueue()
    await enqueueMany(queue, BATCH_SIZE)
    expect(sizes()).toEqual([20])
    expect(await queue.count()).toBe(0)
  })

  it('holds 5 events until 2 s after the first, then sends them once', async () => {
    const queue = makeQueue()
    await enqueueMany(queue, 5)
    await clock.advance(FLUSH_DELAY_MS - 1, () => queue.whenIdle())
    expect(sent).toEqual([])
    await clock.advance(1, () => queue.whenIdle())
    expect(sizes()).toEqual([5])
    await clock.advance(10_000, () => queue.whenIdle())
    expect(sizes()).toEqual([5])
    expect(await queue.count()).toBe(0)
  })

  it('splits 45 events into 20, 20 and (at 2 s) 5; never more than 20 a request', async () => {
    const queue = makeQueue()
    await enqueueMany(queue, 45)
    expect(sizes()).toEqual([20, 20])
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([20, 20, 5])
    expect(new Set(sent.flat().map((e) => e.id)).size).toBe(45)
  })

  it('keeps events after a failed send and sends them exactly once after a later success', async () => {
    const queue = makeQueue()
    accept = false
    await enqueueMany(queue, 3)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([3])
    expect(await queue.count()).toBe(3)
    accept = true
    await clock.advance(60_000, () => queue.whenIdle())
    expect(sizes()).toEqual([3, 3])
    expect(sent[1]?.map((e) => e.id)).toEqual(sent[0]?.map((e) => e.id))
    expect(await queue.count()).toBe(0)
  })

  it('backs off after failures and retries at once when the network comes back', async () => {
    const queue = makeQueue()
    accept = false
    await enqueueMany(queue, 2)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle()) // fails: retry in 2 s
    await clock.advance(2_000, () => queue.whenIdle()) // fails again: retry in 4 s
    expect(sizes()).toEqual([2, 2])
    await clock.advance(3_000, () => queue.whenIdle())
    expect(sizes()).toEqual([2, 2])
    accept = true
    await queue.online()
    await queue.whenIdle()
    expect(sizes()).toEqual([2, 2, 2])
    expect(await queue.count()).toBe(0)
  })

  it('treats a throwing transport as a failure and keeps the events', async () => {
    const queue = new EventQueue({
      db,
      appId: 'app',
      channel: 'WEB',
      version: '1.1.1',
      clock,
      send: () => Promise.reject(new TypeError('Failed to fetch')),
      measure: () => 1,
    })
    queues.push(queue)
    await enqueueMany(queue, 20)
    expect(await queue.count()).toBe(20)
  })

  it('keeps unsent events across a reload and sends them from the new queue', async () => {
    const first = makeQueue()
    accept = false
    await enqueueMany(first, 7)
    const second = await nextPage(first)
    expect(sizes()).toEqual([7])
    expect(await second.count()).toBe(0)
  })

  it("sends at once what a closed page's page-hide send had leased, not after the lease", async () => {
    const first = makeQueue()
    accept = false
    await enqueueMany(first, 3)
    const [leased] = await first.drainForBeacon()
    expect(leased?.ids).toHaveLength(3)
    const second = await nextPage(first)
    expect(sizes()).toEqual([3])
    expect(await second.count()).toBe(0)
  })
})

describe('EventQueue: events the server refuses as invalid', () => {
  const targets = (batch: readonly TelemetryEvent[] | undefined) => batch?.map((e) => e.target)

  it('strips NUL (U+0000) from the target and the params as it queues an event', async () => {
    const queue = makeQueue()
    const event = await queue.enqueue({
      kind: 'click',
      target: 'lobby\u0000.banner\u0000',
      params: { 'utm_\u0000source': 'a\u0000d', '\u0000': 'gone', gclid: 'g' },
    })
    expect(event.target).toBe('lobby.banner')
    expect(event.params).toEqual({ utm_source: 'ad', gclid: 'g' })
    expect(JSON.stringify(await db.events.toArray())).not.toContain('\\u0000')
  })

  it('drops the events a refusal names, sends the rest again at once, and never re-sends the dropped', async () => {
    const queue = makeQueue()
    // The server names events 1 and 3 of the first batch; it accepts the next one.
    answer = () => (sent.length === 1 ? { kind: 'refused', invalid: [1, 3] } : { kind: 'accepted' })
    await enqueueMany(queue, 5)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    const [first = [], second = []] = sent
    expect(first).toHaveLength(5)
    const named = [first[1]?.target, first[3]?.target]
    expect(targets(second)?.sort()).toEqual(['t0', 't1', 't2', 't3', 't4'].filter((t) => !named.includes(t)))
    expect(await queue.count()).toBe(0)
    await clock.advance(120_000, () => queue.whenIdle())
    expect(sent).toHaveLength(2)
  })

  it('drops the whole batch when the refusal names no single event, and goes on with the next', async () => {
    const queue = makeQueue()
    answer = () => (sent.length === 1 ? { kind: 'refused', invalid: [] } : { kind: 'accepted' })
    await enqueueMany(queue, 3)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([3])
    expect(await queue.count()).toBe(0)
    // No backoff was armed: the next events go out on the normal 2 s schedule.
    await enqueueMany(queue, 2)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([3, 2])
    expect(await queue.count()).toBe(0)
  })

  it('keeps retrying (never drops) while the answer is a retry', async () => {
    const queue = makeQueue()
    answer = () => ({ kind: 'retry' })
    await enqueueMany(queue, 2)
    await clock.advance(10 * 60_000, () => queue.whenIdle())
    expect(sent.length).toBeGreaterThan(5)
    expect(await queue.count()).toBe(2)
  })

  it('keeps a batch under the server body limit, however long the events', async () => {
    const queue = makeQueue()
    const params = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`k${i}`.padEnd(64, 'k'), 'v'.repeat(256)]),
    )
    await enqueueMany(queue, BATCH_SIZE, params)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    // One event of this size is about 7 KB: 20 of them (140 KB) would be refused with 413.
    expect(sent.length).toBeGreaterThan(1)
    for (const batch of sent)
      expect(byteLength(eventLogBody(batch, FIELDS))).toBeLessThanOrEqual(SEND_MAX_BYTES)
    expect(new Set(sent.flat().map((e) => e.id)).size).toBe(BATCH_SIZE)
    expect(await queue.count()).toBe(0)
  })
})

describe('EventQueue.drainForBeacon', () => {
  it('caps batches at 20 and the total at maxBytes, and leases what it returns', async () => {
    const queue = makeQueue()
    accept = false // keep everything queued
    await enqueueMany(queue, 19, { utm_source: 'x'.repeat(400) })
    await enqueueMany(queue, 19, { utm_source: 'x'.repeat(400) })
    const total = await queue.count()
    expect(total).toBe(38)

    const maxBytes = 12_000
    const batches = await queue.drainForBeacon(maxBytes)
    const bytes = batches.map((b) => byteLength(eventLogBody(b.events, FIELDS)))
    expect(batches.length).toBeGreaterThan(0)
    expect(batches.every((b) => b.events.length <= BATCH_SIZE)).toBe(true)
    expect(bytes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(maxBytes)
    const drained = batches.flatMap((b) => b.ids)
    expect(drained.length).toBeLessThan(total)

    // a second drain does not hand out the leased events again
    const again = (await queue.drainForBeacon(maxBytes)).flatMap((b) => b.ids)
    expect(again.some((id) => drained.includes(id))).toBe(false)
    // leased events stay stored until a confirmed send
    expect(await queue.count()).toBe(total)
  })

  it('splits a small queue into batches of at most 20 under the default budget', async () => {
    const queue = makeQueue()
    accept = false
    await enqueueMany(queue, 19)
    await enqueueMany(queue, 19)
    const batches = await queue.drainForBeacon()
    expect(batches.map((b) => b.events.length)).toEqual([20, 18])
  })

  it('lets the worker resend leased events only after the lease, and released ones at once', async () => {
    const queue = makeQueue()
    await enqueueMany(queue, 4)
    const [batch] = await queue.drainForBeacon()
    expect(batch?.ids).toHaveLength(4)
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sent).toEqual([])
    await clock.advance(BEACON_LEASE_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([4])
    expect(await queue.count()).toBe(0)

    await enqueueMany(queue, 3)
    const [second] = await queue.drainForBeacon()
    await queue.release(second?.ids ?? [])
    await clock.advance(FLUSH_DELAY_MS, () => queue.whenIdle())
    expect(sizes()).toEqual([4, 3])
  })
})
