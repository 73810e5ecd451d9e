import { describe, expect, it } from 'vitest'
import { calls as contract } from '../contract/calls/index.ts'
import { openEventDb, type TelemetryEvent } from './event-db.ts'
import { EVENT_LOG_URL, type FetchLike, invalidIndexes, type RequestContext } from './event-wire.ts'
import { FakeClock } from './fake-clock.test-util.ts'
import { createTelemetryService } from './telemetry-service.ts'

const FIELDS = {
  appId: 'app',
  channel: 'WEB',
  clientReferrer: 'https://ref',
  platform: 1 as const,
  appVersion: '1.1.1',
}
const CTX: RequestContext = { fields: FIELDS, fingerprint: 'fp-1', locale: 'en', token: null }

function setup(reply: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const calls: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = []
  const fetchImpl: FetchLike = async (url, init) => {
    const body = JSON.parse(String(init.body))
    calls.push({ url, body, headers: init.headers as Record<string, string> })
    return reply(body)
  }
  const clock = new FakeClock()
  const dbName = `ll-events-svc-${crypto.randomUUID()}`
  const service = createTelemetryService({ dbName, fetchImpl, clock })
  return { service, calls, clock, dbName }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('telemetry service (the worker API)', () => {
  it('POSTs {events} with the client fields and forgets events the server accepted', async () => {
    const { service, calls } = setup(() => json({ code: 200, msg: 'ok' }))
    await service.start(CTX)
    for (let i = 0; i < 20; i++) await service.enqueue({ kind: 'click', target: `b${i}`, eventUserId: 7 })
    await service.idle()
    expect(calls).toHaveLength(1)
    expect(calls[0]?.url).toBe(EVENT_LOG_URL)
    expect(calls[0]?.body).toMatchObject({ ...FIELDS })
    const events = calls[0]?.body.events as { eventUserId: number; channel: string; version: string }[]
    expect(events).toHaveLength(20)
    expect(events[0]).toMatchObject({ eventUserId: 7, channel: 'WEB', version: '1.1.1', appId: 'app' })
    expect(await service.queued()).toBe(0)
  })

  it("sends with the spec's headers from the page's latest context, and no idempotency key", async () => {
    const { service, calls, clock } = setup(() => json({ code: 200, msg: 'ok' }))
    await service.start(CTX)
    await service.enqueue({ kind: 'view', target: 'a' })
    await clock.advance(2_000, () => service.idle())
    service.setContext({ ...CTX, locale: 'es', token: 'tok-9' })
    await service.enqueue({ kind: 'view', target: 'b' })
    await clock.advance(2_000, () => service.idle())
    expect(calls.map((c) => c.headers)).toEqual([
      { 'content-type': 'application/json', 'accept-language': 'en', fingerprint: 'fp-1' },
      {
        'content-type': 'application/json',
        'accept-language': 'es',
        fingerprint: 'fp-1',
        authorization: 'Bearer tok-9',
      },
    ])
  })

  it('forgets events whose page-hide send the page confirms, and resends released ones', async () => {
    const { service, calls, clock } = setup(() => json({ code: 200, msg: 'ok' }))
    await service.start(CTX)
    await service.enqueue({ kind: 'view', target: 'a' })
    await service.enqueue({ kind: 'view', target: 'b' })
    const [req] = await service.drainForBeacon()
    const idOf = new Map<string, string>(
      (JSON.parse(req?.body ?? '{}').events as { id: string; target: string }[]).map((e) => [e.target, e.id]),
    )
    expect(req?.ids.sort()).toEqual([...idOf.values()].sort())
    await service.delivered([idOf.get('a') ?? ''])
    await service.release([idOf.get('b') ?? ''])
    await clock.advance(2_000, () => service.idle())
    expect(calls).toHaveLength(1)
    expect(calls[0]?.body.events).toMatchObject([{ target: 'b' }])
    expect(await service.queued()).toBe(0)
  })

  it('keeps events on 5xx and on a non-200 envelope code', async () => {
    const replies = [json({ code: 500 }, 503), json({ code: 429 })]
    const { service, calls, clock } = setup(() => replies.shift() ?? json({ code: 200 }))
    await service.start(CTX)
    await service.enqueue({ kind: 'view', target: 'x' })
    await clock.advance(2_000, () => service.idle())
    expect(await service.queued()).toBe(1)
    await clock.advance(2_000, () => service.idle())
    expect(await service.queued()).toBe(1)
    await service.online()
    await service.idle()
    expect(calls).toHaveLength(3)
    expect(await service.queued()).toBe(0)
  })

  it('hands the page beacon bodies in the same wire format', async () => {
    const { service } = setup(() => json({ code: 500 }, 500))
    await service.start(CTX)
    await service.enqueue({ kind: 'view', target: 'x', params: { gclid: 'g' } })
    const [req] = await service.drainForBeacon()
    const body = JSON.parse(req?.body ?? '{}')
    expect(body).toMatchObject({ ...FIELDS, events: [{ kind: 'view', target: 'x', params: { gclid: 'g' } }] })
    expect(req?.ids).toEqual([body.events[0].id])
  })

  it('drops an event the server refuses as invalid and delivers the good ones of its batch', async () => {
    // A stand-in for the server: validates with the contract's own schema, answers 400 with the details
    // by field path as the server does, and stores accepted events by id.
    const stored = new Set<string>()
    const { service, calls, clock, dbName } = setup((body) => {
      const parsed = contract.appEventLogClient.request.safeParse(body)
      if (!parsed.success) {
        const details = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.'), 'invalidFormat']),
        )
        return json({ code: 400, msg: 'validation', data: null, details }, 400)
      }
      for (const e of parsed.data.events) stored.add(e.id)
      return json({ code: 200, msg: 'ok', data: { accepted: parsed.data.events.length, duplicates: 0 } })
    })
    // An event queued by an older release, before NUL was stripped: no send can ever make it valid.
    const poisoned: TelemetryEvent = {
      id: crypto.randomUUID(),
      kind: 'click',
      channel: 'WEB',
      appId: 'app',
      version: '1.1.0',
      eventTime: 1_700_000_000,
      eventUserId: 0,
      target: 'bad\u0000target',
      params: {},
    }
    const db = openEventDb(dbName)
    await db.events.add({ id: poisoned.id, queuedAt: clock.now() - 1, leaseUntil: 0, event: poisoned })
    db.close()

    await service.start(CTX)
    const good = []
    for (let i = 0; i < 4; i++) good.push(await service.enqueue({ kind: 'view', target: `ok${i}\u0000` }))
    await clock.advance(2_000, () => service.idle())

    expect(calls).toHaveLength(2)
    expect(calls[0]?.body.events).toHaveLength(5)
    expect(calls[1]?.body.events).toHaveLength(4)
    expect([...stored].sort()).toEqual([...good].sort())
    expect(stored.has(poisoned.id)).toBe(false)
    expect(await service.queued()).toBe(0)
    await clock.advance(10 * 60_000, () => service.idle())
    expect(calls).toHaveLength(2)
  })

  it('drops a batch refused without naming an event (413), but keeps one refused by a 5xx', async () => {
    const replies = [json({ code: 503 }, 503), json({ code: 413, msg: 'payloadTooLarge' }, 413)]
    const { service, calls, clock } = setup(() => replies.shift() ?? json({ code: 200 }))
    await service.start(CTX)
    await service.enqueue({ kind: 'view', target: 'x' })
    await clock.advance(2_000, () => service.idle())
    expect(await service.queued()).toBe(1)
    await clock.advance(2_000, () => service.idle())
    expect(calls).toHaveLength(2)
    expect(await service.queued()).toBe(0)
  })

  it('reads the batch indexes a validation reply names', () => {
    const details = {
      'events.3.target': 'invalidFormat',
      'events.0.params.utm': 'tooLong',
      'events.3.kind': 'invalidFormat',
      'events.7': 'invalidType',
      'events.12.id': 'invalidFormat',
      events: 'outOfRange',
      appId: 'tooLong',
      'events.x.target': 'invalidFormat',
    }
    expect(invalidIndexes(details, 10)).toEqual([0, 3, 7])
    expect(invalidIndexes(null, 10)).toEqual([])
    expect(invalidIndexes('events.1', 10)).toEqual([])
  })

  it('refuses calls before start', async () => {
    const { service } = setup(() => json({ code: 200 }))
    await expect(service.enqueue({ kind: 'view', target: 'x' })).rejects.toThrow(/start/)
  })
})
