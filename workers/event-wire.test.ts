import { describe, expect, it } from 'vitest'
import { type FetchLike, fetchTransport, type RequestContext } from './event-wire.ts'

const CTX: RequestContext = {
  fields: { appId: 'app', channel: 'WEB', clientReferrer: '', platform: 0, appVersion: '1.1.1' },
  fingerprint: 'fp-1',
  locale: 'en',
  token: null,
}
const EVENT = {
  id: 'e1',
  kind: 'click' as const,
  target: 'x',
  eventTime: 1,
  eventUserId: 0,
  appId: 'app',
  channel: 'WEB',
  version: '1.1.1',
  params: {},
}

describe('fetchTransport', () => {
  it("abandons a batch the server has not answered within the connection's timeout, for a retry", async () => {
    let signal: AbortSignal | undefined
    // A stalled connection: no reply until the request is aborted.
    const stalled: FetchLike = (_url, init) =>
      new Promise((_, reject) => {
        signal = init.signal ?? undefined
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      })
    const send = fetchTransport(
      () => CTX,
      stalled,
      () => 30,
    )
    expect(await send([EVENT])).toEqual({ kind: 'retry' })
    expect(signal?.aborted).toBe(true)
  })

  it('delivers a batch answered in time, with the signal left alone', async () => {
    let signal: AbortSignal | undefined
    const answered: FetchLike = async (_url, init) => {
      signal = init.signal ?? undefined
      return new Response(JSON.stringify({ code: 200, msg: 'ok' }), { status: 200 })
    }
    expect(
      await fetchTransport(
        () => CTX,
        answered,
        () => 30,
      )([EVENT]),
    ).toEqual({ kind: 'accepted' })
    await new Promise((r) => setTimeout(r, 60))
    expect(signal?.aborted).toBe(false)
  })
})
