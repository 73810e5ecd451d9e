import { randomUUID } from 'node:crypto'
import { count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_BATCH_MAX } from '../../../contract/calls/events.ts'
import { appEvents, userPresence } from '../../db/schema/index.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { newIp, registerAccount } from '../auth/auth.test-helpers.ts'
import { EVENT_LIMITS } from './events.limits.ts'

const LOG = 'anonymous/appEventLogClient'
const T0 = 1_795_000_000

const event = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'click',
  channel: 'WEB',
  appId: 'lucky',
  version: '1.1.1',
  eventTime: T0,
  eventUserId: 0,
  target: 'lobby.banner',
  params: { utm_source: 'ads', gclid: 'abc' },
  ...over,
})
const batch = (n: number) => Array.from({ length: n }, () => event())

describe.each(testDatabases)('event logging and presence on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const db = () => t.database.db
  const stored = async (ids: string[]) =>
    (await db().select({ n: count() }).from(appEvents).where(inArray(appEvents.id, ids)))[0]?.n ?? 0
  const send = (events: unknown[], opts: { token?: string } = {}) =>
    call(t, LOG, { events, appId: 'lucky', channel: 'WEB', platform: 0 }, { ip: newIp(), ...opts })

  it('stores a full batch of 20 with every field', async () => {
    const events = batch(EVENT_BATCH_MAX)
    const res = await send(events)
    expect(res).toMatchObject({ status: 200, data: { accepted: 20, duplicates: 0 } })
    const ids = events.map((e) => e.id)
    expect(await stored(ids)).toBe(20)
    const first = events[0] as ReturnType<typeof event>
    const [row] = await db().select().from(appEvents).where(eq(appEvents.id, first.id))
    expect(row).toMatchObject({
      kind: 'click',
      channel: 'WEB',
      appId: 'lucky',
      version: '1.1.1',
      eventUserId: 0,
      userId: null,
      target: 'lobby.banner',
      params: { utm_source: 'ads', gclid: 'abc' },
    })
    expect(row?.eventTime.getTime()).toBe(T0 * 1000)
    expect(row?.receivedAt.getTime()).toBe(t.now())
  })

  it('refuses 21 events with 400 and stores none of them', async () => {
    const events = batch(EVENT_BATCH_MAX + 1)
    const res = await send(events)
    expect(res).toMatchObject({ status: 400, details: { events: 'outOfRange' } })
    expect(await stored(events.map((e) => e.id))).toBe(0)
    expect((await send([])).status).toBe(400)
  })

  it('stores a batch sent twice once (exactly-once delivery)', async () => {
    const events = batch(5)
    const ids = events.map((e) => e.id)
    expect((await send(events)).data).toEqual({ accepted: 5, duplicates: 0 })
    expect((await send(events)).data).toEqual({ accepted: 0, duplicates: 5 })
    expect(await stored(ids)).toBe(5)
  })

  it('stores only the unseen events of a batch mixing new and seen ids', async () => {
    const seen = batch(3)
    await send(seen)
    const fresh = batch(4)
    const res = await send([...fresh.slice(0, 2), ...seen, ...fresh.slice(2)])
    expect(res.data).toEqual({ accepted: 4, duplicates: 3 })
    expect(await stored([...seen, ...fresh].map((e) => e.id))).toBe(7)
    // The same id twice inside one batch is one event.
    const twin = event()
    expect((await send([twin, twin])).data).toEqual({ accepted: 1, duplicates: 1 })
    expect(await stored([twin.id])).toBe(1)
  })

  it('records the proven caller, never the claimed eventUserId', async () => {
    const { token, user } = await registerAccount(t)
    const e = event({ eventUserId: 999_999, kind: 'jackpot_rank_show' })
    expect((await send([e], { token })).status).toBe(200)
    const [row] = await db().select().from(appEvents).where(eq(appEvents.id, e.id))
    expect(row).toMatchObject({ userId: user.id, eventUserId: 999_999 })
    // An invalid token on a public call is no login: the event is still stored, anonymously.
    const anon = event()
    expect((await send([anon], { token: 'not-a-token' })).status).toBe(200)
    const [anonRow] = await db().select().from(appEvents).where(eq(appEvents.id, anon.id))
    expect(anonRow?.userId).toBeNull()
  })

  it.each([
    ['a bad uuid', { id: 'not-a-uuid' }, 'events.0.id', 'invalidFormat'],
    ['an unknown kind', { kind: 'online' }, 'events.0.kind', 'invalidFormat'],
    ['an unknown field', { extra: 1 }, 'events.0.extra', 'unknownField'],
    ['a huge target', { target: 'x'.repeat(129) }, 'events.0.target', 'tooLong'],
    ['a huge channel', { channel: 'x'.repeat(33) }, 'events.0.channel', 'tooLong'],
    ['a huge param value', { params: { ref: 'x'.repeat(257) } }, 'events.0.params.ref', 'tooLong'],
    ['a non-string param', { params: { ref: 1 } }, 'events.0.params.ref', 'invalidType'],
    ['milliseconds as eventTime', { eventTime: T0 * 1000 }, 'events.0.eventTime', 'outOfRange'],
    ['a fractional eventTime', { eventTime: T0 + 0.5 }, 'events.0.eventTime', 'invalidType'],
    ['a negative eventUserId', { eventUserId: -1 }, 'events.0.eventUserId', 'outOfRange'],
    ['a missing appId', { appId: undefined }, 'events.0.appId', 'required'],
    // A lone surrogate (ill-formed UTF-16, sent as a \ud800 escape) is no text jsonb can hold: not a 500.
    ['a lone surrogate in a param', { params: { ref: 'a\ud800b' } }, 'events.0.params.ref', 'invalidFormat'],
    ['a lone surrogate in a target', { target: '\udc00' }, 'events.0.target', 'invalidFormat'],
  ])('refuses %s with 400 and stores nothing', async (_name, over, field, msg) => {
    const ok = event()
    const bad = event(over)
    const res = await send([bad, ok])
    expect(res.status).toBe(400)
    expect(res.details?.[field]).toBe(msg)
    expect(await stored([ok.id])).toBe(0)
  })

  it('refuses more than 20 params and unknown top-level fields', async () => {
    const params = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, 'v']))
    const e = event({ params })
    expect(await send([e])).toMatchObject({ status: 400, details: { 'events.0.params': 'outOfRange' } })
    const res = await call(t, LOG, { events: [event()], sneaky: true }, { ip: newIp() })
    expect(res).toMatchObject({ status: 400, details: { sneaky: 'unknownField' } })
  })

  it('rate-limits batches per address', async () => {
    const ip = newIp()
    const { limit } = EVENT_LIMITS.batchesPerIp
    for (let i = 0; i < limit; i++) {
      expect((await call(t, LOG, { events: [event()] }, { ip })).status).toBe(200)
    }
    const over = event()
    expect((await call(t, LOG, { events: [over] }, { ip })).status).toBe(429)
    expect(await stored([over.id])).toBe(0)
    // Another address is not affected; the next window opens again.
    expect((await call(t, LOG, { events: [event()] }, { ip: newIp() })).status).toBe(200)
    t.advance(EVENT_LIMITS.batchesPerIp.windowSeconds * 1000)
    expect((await call(t, LOG, { events: [event()] }, { ip })).status).toBe(200)
  })

  it('online requires a login', async () => {
    expect((await call(t, 'online', { gameId: 1 })).status).toBe(401)
    expect((await call(t, 'online', { gameId: 1 }, { token: 'bogus' })).status).toBe(401)
  })

  it('online upserts one presence row per player and moves its time', async () => {
    const { token, user } = await registerAccount(t)
    const rows = () => db().select().from(userPresence).where(eq(userPresence.userId, user.id))
    const first = await call(t, 'online', { gameId: 7 }, { token })
    expect(first).toMatchObject({ status: 200, data: { intervalSeconds: 60 } })
    const t1 = t.now()
    expect((await rows()).map((r) => [r.gameId, r.lastSeenAt.getTime()])).toEqual([[7, t1]])

    t.advance(60_000)
    expect((await call(t, 'online', { gameId: 9 }, { token })).status).toBe(200)
    expect((await rows()).map((r) => [r.gameId, r.lastSeenAt.getTime()])).toEqual([[9, t1 + 60_000]])
  })

  it('online tells the client when to beat again: the configured interval', async () => {
    const quick = await startTestApp(kind, { env: { HEARTBEAT_SECONDS: '2' } })
    try {
      const { token } = await registerAccount(quick)
      expect(await call(quick, 'online', { gameId: 7 }, { token })).toMatchObject({
        status: 200,
        data: { intervalSeconds: 2 },
      })
    } finally {
      await quick.close()
    }
  })

  it('online validates gameId', async () => {
    const { token } = await registerAccount(t)
    for (const gameId of [0, -1, 1.5, '7']) {
      expect((await call(t, 'online', { gameId }, { token })).status).toBe(400)
    }
    expect((await call(t, 'online', {}, { token })).details).toEqual({ gameId: 'required' })
  })
})
