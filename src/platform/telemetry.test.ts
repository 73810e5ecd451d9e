import { describe, expect, it, vi } from 'vitest'
import type { RequestContext } from '../../contract/request.ts'
import { createTelemetry, type TelemetryDeps } from './telemetry.ts'

const FIELDS = { appId: 'app', channel: 'WEB', clientReferrer: '', platform: 0 as const, appVersion: '1.1.1' }
const CTX: RequestContext = { fields: FIELDS, fingerprint: 'fp-7', locale: 'pt-BR', token: 'tok-7' }
const LOG = '/app/v1/anonymous/appEventLogClient'

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** `keepalive`: the browser's keepalive fetch, or null for a browser without it (sendBeacon only). */
function setup(
  beaconAccepts: boolean[] | null = [],
  keepalive: ((n: number) => Promise<Response>) | null = null,
) {
  const api = {
    start: vi.fn(async () => undefined),
    enqueue: vi.fn(async () => 'id'),
    drainForBeacon: vi.fn(async () => [
      { ids: ['a', 'b'], body: '{"events":[1,2]}' },
      { ids: ['c'], body: '{"events":[3]}' },
    ]),
    release: vi.fn(async (_ids: readonly string[]) => undefined),
    delivered: vi.fn(async (_ids: readonly string[]) => undefined),
    queued: vi.fn(async () => 7),
  }
  const beacons: string[] = []
  const fetches: { url: string; init: RequestInit }[] = []
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const win = new EventTarget()
  const deps: TelemetryDeps = {
    connect: vi.fn(() => api),
    context: () => CTX,
    keepalive:
      keepalive === null
        ? null
        : (url, init) => {
            fetches.push({ url, init })
            return keepalive(fetches.length)
          },
    sendBeacon:
      beaconAccepts === null
        ? null
        : (url, body) => {
            beacons.push(url)
            void body
            return beaconAccepts.shift() ?? true
          },
    userId: () => 42,
    params: () => ({ utm_source: 'ad', gclid: 'g' }),
    now: () => 1_700_000_000_999,
    win,
    doc,
  }
  return { api, deps, beacons, fetches, doc, win, telemetry: createTelemetry(deps) }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('page telemetry client', () => {
  it('starts the worker lazily, once, and forwards events with user, time and ad params', async () => {
    const { api, deps, telemetry } = setup()
    expect(deps.connect).not.toHaveBeenCalled()
    await telemetry.track('click', 'deposit-btn', { gclid: 'override' })
    await telemetry.track('view', 'banner')
    expect(deps.connect).toHaveBeenCalledTimes(1)
    expect(api.start).toHaveBeenCalledWith(CTX)
    expect(api.enqueue).toHaveBeenNthCalledWith(1, {
      kind: 'click',
      target: 'deposit-btn',
      params: { utm_source: 'ad', gclid: 'override' },
      eventUserId: 42,
      eventTime: 1_700_000_000,
    })
  })

  it('does nothing on hide before any event (no worker to drain)', async () => {
    const { api, deps, doc } = setup()
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(deps.connect).not.toHaveBeenCalled()
    expect(api.drainForBeacon).not.toHaveBeenCalled()
  })

  it("drains through keepalive fetch with the spec's headers when the page is hidden", async () => {
    const { api, beacons, fetches, doc, telemetry } = setup([], async () => json({ code: 200, msg: 'ok' }))
    await telemetry.track('view', 'x')
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(beacons).toEqual([])
    expect(fetches.map((f) => f.url)).toEqual([LOG, LOG])
    expect(fetches[0]?.init).toEqual({
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'pt-BR',
        fingerprint: 'fp-7',
        authorization: 'Bearer tok-7',
      },
      body: '{"events":[1,2]}',
    })
    expect(api.delivered.mock.calls).toEqual([[['a', 'b']], [['c']]])
    expect(api.release).not.toHaveBeenCalled()
  })

  it('hands back to the worker what a keepalive send did not deliver', async () => {
    // Over the keepalive budget (a rejected fetch), a 5xx, a refusal: the worker sends those itself.
    const replies = [
      () => Promise.reject(new TypeError('keepalive budget')),
      () => Promise.resolve(json({ code: 500, msg: 'internal' }, 500)),
    ]
    const { api, win, telemetry } = setup([], (n) => (replies[n - 1] ?? replies[0])?.() as Promise<Response>)
    await telemetry.track('view', 'x')
    win.dispatchEvent(new Event('pagehide'))
    await flush()
    expect(api.release.mock.calls).toEqual([[['a', 'b']], [['c']]])
    expect(api.delivered).not.toHaveBeenCalled()
  })

  it('drains through sendBeacon when the page is hidden and keepalive is missing', async () => {
    const { api, beacons, doc, telemetry } = setup()
    await telemetry.track('view', 'x')
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(beacons).toEqual(['/app/v1/anonymous/appEventLogClient', '/app/v1/anonymous/appEventLogClient'])
    expect(api.release).not.toHaveBeenCalled()
  })

  it('hands refused beacons back to the worker on pagehide', async () => {
    const { api, beacons, win, telemetry } = setup([true, false])
    await telemetry.track('view', 'x')
    win.dispatchEvent(new Event('pagehide'))
    await flush()
    expect(beacons).toHaveLength(2)
    expect(api.release).toHaveBeenCalledWith(['c'])
  })

  it('stops beaconing after the first refusal and releases the rest', async () => {
    const { api, beacons, telemetry } = setup([false])
    await telemetry.track('view', 'x')
    await telemetry.drain()
    expect(beacons).toHaveLength(1)
    expect(api.release).toHaveBeenCalledWith(['a', 'b', 'c'])
  })

  it('leaves everything to the worker without keepalive or sendBeacon', async () => {
    const { api, telemetry } = setup(null)
    await telemetry.track('view', 'x')
    await telemetry.drain()
    expect(api.drainForBeacon).not.toHaveBeenCalled()
  })

  it('never throws into the page when the worker fails', async () => {
    const { api, telemetry } = setup()
    api.enqueue.mockRejectedValueOnce(new Error('worker gone'))
    await expect(telemetry.track('view', 'x')).resolves.toBeUndefined()
  })
})

describe('queued', () => {
  it('starts the worker and reports its queue length', async () => {
    const { api, deps, telemetry } = setup()
    await expect(telemetry.queued()).resolves.toBe(7)
    expect(deps.connect).toHaveBeenCalledTimes(1)
    expect(api.start).toHaveBeenCalledBefore(api.queued)
  })
})
