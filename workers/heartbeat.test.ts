import { describe, expect, it, vi } from 'vitest'
import { calls as contract } from '../contract/calls/index.ts'
import type { RequestContext } from '../contract/request.ts'
import type { FetchLike } from './event-wire.ts'
import { FakeClock } from './fake-clock.test-util.ts'
import { createHeartbeat, HEARTBEAT_INTERVAL_MS, ONLINE_URL } from './heartbeat.ts'

const FIELDS = {
  appId: 'app',
  channel: 'WEB',
  clientReferrer: 'https://ref',
  platform: 1 as const,
  appVersion: '1.1.1',
}
const ctx = (token: string | null = 'tok-1', locale = 'en'): RequestContext => ({
  fields: FIELDS,
  fingerprint: 'fp-123',
  locale,
  token,
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const okReply = (intervalSeconds?: number) =>
  json({ code: 200, msg: 'ok', data: intervalSeconds === undefined ? null : { intervalSeconds } })

/** Lets fetch replies and their bodies resolve (a hanging beat stays hanging). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}

interface Sent {
  url: string
  at: number
  abortedAt?: number
  headers: Record<string, string>
  body: Record<string, unknown>
}

function setup(
  reply: (n: number) => Response | Promise<Response> = () => okReply(60),
  timeoutMs: () => number = () => 10_000,
) {
  const clock = new FakeClock()
  const sent: Sent[] = []
  const fetchImpl: FetchLike = async (url, init) => {
    const entry: Sent = {
      url,
      at: clock.now(),
      headers: init.headers as Record<string, string>,
      body: JSON.parse(String(init.body)),
    }
    sent.push(entry)
    // Like fetch: an aborted request rejects, whatever its reply was doing.
    const aborted = new Promise<never>((_, reject) =>
      init.signal?.addEventListener('abort', () => {
        entry.abortedAt = clock.now()
        reject(new DOMException('aborted', 'AbortError'))
      }),
    )
    return Promise.race([reply(sent.length), aborted])
  }
  const heartbeat = createHeartbeat({ fetchImpl, clock, timeoutMs })
  const unauthorized = vi.fn((_token: string) => undefined)
  const advance = (ms: number) => clock.advance(ms, settle)
  return { clock, sent, heartbeat, unauthorized, advance, t0: clock.now() }
}

describe('the worker heartbeat', () => {
  it('beats at once, then every 60 s, with the game id, the client fields and the spec headers', async () => {
    const { sent, heartbeat, unauthorized, advance, t0 } = setup()
    heartbeat.start(1001, ctx(), unauthorized)
    await advance(0)
    expect(sent).toHaveLength(1)
    await advance(HEARTBEAT_INTERVAL_MS - 1)
    expect(sent).toHaveLength(1)
    await advance(1)
    await advance(2 * HEARTBEAT_INTERVAL_MS)
    expect(sent.map((s) => s.at - t0)).toEqual([0, 60_000, 120_000, 180_000])

    const beat = sent[0] as Sent
    expect(beat.url).toBe('/app/v1/online')
    expect(beat.url).toBe(ONLINE_URL)
    expect(beat.body).toEqual({ gameId: 1001, ...FIELDS })
    // The server's own schema takes the body as it is.
    expect(contract.online.request.safeParse(beat.body).success).toBe(true)
    expect(beat.headers).toEqual({
      'content-type': 'application/json',
      'accept-language': 'en',
      fingerprint: 'fp-123',
      authorization: 'Bearer tok-1',
    })
    expect(unauthorized).not.toHaveBeenCalled()
  })

  it('follows the interval the server asks for, within bounds', async () => {
    const intervals = [2, 0.01, 100_000]
    const { sent, heartbeat, unauthorized, advance, t0 } = setup((n) => okReply(intervals[n - 1]))
    heartbeat.start(5, ctx(), unauthorized)
    await advance(0)
    await advance(2_000) // asked for 2 s
    await advance(1_000) // asked for 0.01 s: at least 1 s
    await advance(60 * 60_000) // asked for 100,000 s: at most an hour
    expect(sent.map((s) => s.at - t0)).toEqual([0, 2_000, 3_000, 3_000 + 60 * 60_000])
  })

  it('keeps the last interval when a beat fails, and never retries it', async () => {
    const replies = [() => okReply(5), () => Promise.reject(new TypeError('offline')), () => json({}, 503)]
    const { sent, heartbeat, unauthorized, advance, t0 } = setup((n) =>
      (replies[n - 1] ?? (() => okReply(5)))(),
    )
    heartbeat.start(5, ctx(), unauthorized)
    await advance(15_000)
    expect(sent.map((s) => s.at - t0)).toEqual([0, 5_000, 10_000, 15_000])
  })

  it("never overlaps a slow beat, and abandons one that never answers after the connection's timeout", async () => {
    let hang = true
    // Spec 9 on slow-2g: 20 s.
    const { sent, heartbeat, unauthorized, advance, t0 } = setup(
      (n) => (n === 2 && hang ? new Promise<Response>(() => undefined) : okReply(60)),
      () => 20_000,
    )
    heartbeat.start(3, ctx(), unauthorized)
    await advance(60_000) // the second beat hangs: no third while it is out
    expect(sent).toHaveLength(2)
    hang = false
    await advance(19_999)
    expect(sent[1]?.abortedAt).toBeUndefined()
    await advance(1)
    expect((sent[1]?.abortedAt ?? 0) - t0).toBe(80_000)
    // The next beat comes on time (its due time is long past the abort).
    await advance(40_000)
    expect(sent.map((s) => s.at - t0)).toEqual([0, 60_000, 120_000])
  })

  it('stops beating once stopped, even with a beat in flight', async () => {
    let release: (r: Response) => void = () => undefined
    const { sent, heartbeat, unauthorized, advance } = setup((n) =>
      n === 1 ? new Promise<Response>((r) => (release = r)) : okReply(60),
    )
    heartbeat.start(7, ctx(), unauthorized)
    await advance(0)
    heartbeat.stop()
    release(okReply(60))
    await advance(5 * 60_000)
    expect(sent).toHaveLength(1)
  })

  it('a game opened during a beat gets its own beat at once, after that one', async () => {
    let release: (r: Response) => void = () => undefined
    const { sent, heartbeat, unauthorized, advance, t0 } = setup((n) =>
      n === 1 ? new Promise<Response>((r) => (release = r)) : okReply(60),
    )
    heartbeat.start(7, ctx(), unauthorized)
    await advance(1_000)
    heartbeat.stop()
    heartbeat.start(8, ctx(), unauthorized)
    await advance(0)
    expect(sent).toHaveLength(1)
    release(okReply(60))
    await advance(0)
    expect(sent.map((s) => [s.body.gameId, s.at - t0])).toEqual([
      [7, 0],
      [8, 1_000],
    ])
  })

  it('sends the new token after a login, pauses without one, and resumes at once with the next', async () => {
    const { sent, heartbeat, unauthorized, advance, t0 } = setup()
    heartbeat.start(9, ctx('tok-1'), unauthorized)
    await advance(0)
    heartbeat.setContext(ctx('tok-2', 'pt-BR'))
    await advance(60_000)
    expect(sent[1]?.headers).toMatchObject({ authorization: 'Bearer tok-2', 'accept-language': 'pt-BR' })

    heartbeat.setContext(ctx(null)) // logged out
    await advance(5 * 60_000)
    expect(sent).toHaveLength(2)

    heartbeat.setContext(ctx('tok-3')) // logged in again with the game still open
    await advance(0)
    expect(sent).toHaveLength(3)
    expect(sent[2]?.headers.authorization).toBe('Bearer tok-3')
    expect(sent[2]?.at).toBe(t0 + 6 * 60_000)
  })

  it('reports a 401 with the token it was sent with, once, and pauses until another token', async () => {
    const replies = [() => json({ code: 401, msg: 'unauthenticated', data: null }, 401)]
    const { sent, heartbeat, unauthorized, advance } = setup((n) => (replies[n - 1] ?? (() => okReply(60)))())
    heartbeat.start(9, ctx('stale'), unauthorized)
    await advance(5 * 60_000)
    expect(sent).toHaveLength(1)
    expect(unauthorized.mock.calls).toEqual([['stale']])

    heartbeat.setContext(ctx('stale')) // the same token again: still refused
    await advance(60_000)
    expect(sent).toHaveLength(1)
    heartbeat.setContext(ctx('fresh'))
    await advance(0)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.headers.authorization).toBe('Bearer fresh')
  })

  it('treats an envelope code 401 like the status, and a dead page callback harmlessly', async () => {
    const { heartbeat, advance } = setup(() => json({ code: 401, msg: 'unauthenticated', data: null }))
    const gone = vi.fn(async () => {
      throw new Error('page closed')
    })
    heartbeat.start(9, ctx('old'), gone)
    await advance(0)
    expect(gone).toHaveBeenCalledWith('old')
  })

  it('does not beat without a token', async () => {
    const { sent, heartbeat, unauthorized, advance } = setup()
    heartbeat.start(9, ctx(null), unauthorized)
    await advance(3 * 60_000)
    expect(sent).toHaveLength(0)
  })
})
