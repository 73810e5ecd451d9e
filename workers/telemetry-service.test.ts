import { describe, expect, it } from 'vitest'
import { EVENT_LOG_URL, type FetchLike } from './event-wire.ts'
import { FakeClock } from './fake-clock.test-util.ts'
import { createTelemetryService } from './telemetry-service.ts'

const FIELDS = {
  appId: 'app',
  channel: 'WEB',
  clientReferrer: 'https://ref',
  platform: 1 as const,
  appVersion: '1.1.1',
}

function setup(reply: () => Response | Promise<Response>) {
  const calls: { url: string; body: Record<string, unknown> }[] = []
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, body: JSON.parse(String(init.body)) })
    return reply()
  }
  const clock = new FakeClock()
  const service = createTelemetryService({ dbName: `ll-events-svc-${crypto.randomUUID()}`, fetchImpl, clock })
  return { service, calls, clock }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('telemetry service (the worker API)', () => {
  it('POSTs {events} with the client fields and forgets events the server accepted', async () => {
    const { service, calls } = setup(() => json({ code: 200, msg: 'ok' }))
    await service.start(FIELDS)
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

  it('keeps events on 5xx and on a non-200 envelope code', async () => {
    const replies = [json({ code: 500 }, 503), json({ code: 429 })]
    const { service, calls, clock } = setup(() => replies.shift() ?? json({ code: 200 }))
    await service.start(FIELDS)
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
    await service.start(FIELDS)
    await service.enqueue({ kind: 'view', target: 'x', params: { gclid: 'g' } })
    const [req] = await service.drainForBeacon()
    const body = JSON.parse(req?.body ?? '{}')
    expect(body).toMatchObject({ ...FIELDS, events: [{ kind: 'view', target: 'x', params: { gclid: 'g' } }] })
    expect(req?.ids).toEqual([body.events[0].id])
  })

  it('refuses calls before start', async () => {
    const { service } = setup(() => json({ code: 200 }))
    await expect(service.enqueue({ kind: 'view', target: 'x' })).rejects.toThrow(/start/)
  })
})
