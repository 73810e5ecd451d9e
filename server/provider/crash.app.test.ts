import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { PLAY_API } from './provider.routes.ts'

/**
 * Crash through the real app: startGame, the page's API, our seamless wallet, the ledger, on the server's
 * (injected) clock. A round's crash point is worked out here from the seed pair the database holds, with
 * Node's HMAC and the formula of docs/FAIRNESS.md written out again, apart from the code under test; so is
 * the curve (m(t) = floor(100 e^(t / 10000)) hundredths).
 */
const CRASH_GAME = 2001
const MINES_GAME = 8001

function crashOf(serverSeed: string, clientSeed: string, nonce: number): number {
  const n = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0)
  const point = (97n * 2n ** 32n) / (2n ** 32n - BigInt(n))
  return Math.max(100, Number(point))
}
const curve = (ms: number) => Math.floor(100 * Math.exp(ms / 10_000))
/** The last millisecond the curve still shows at most `c` (cashing out then pays c or a little less). */
const lastMsAtMost = (c: number) => {
  let t = 0
  while (curve(t + 1) <= c) t++
  return t
}

describe.each(testDatabases)('crash in the app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const launch = async (token: string, gameId: number, tryIt = 0) => {
    const res = await call(t, 'startGame', { gameId, tryIt, lang: 'en' }, { token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    return new URL(res.data.url, 'http://x').searchParams.get('token') ?? ''
  }
  const post = async (path: string, body: unknown) => {
    const res = await t.app.inject({ method: 'POST', url: `${PLAY_API}/${path}`, payload: body as object })
    return { status: res.statusCode, body: res.json() }
  }
  const openGame = async (gameId: number, amount: number) => {
    const p = await player(t)
    await deposit(t, p.id, amount)
    const opened = await post('open', { token: await launch(p.token, gameId) })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    return { ...p, session: opened.body.session as string, view: opened.body }
  }
  /** The round's crash point, from its seed pair as the database holds it (secret until rotation). */
  const crashPointOf = async (roundId: string) => {
    const [r] = await query<{ server_seed: string; client_seed: string; nonce: number }>(
      t.database.db,
      sql`SELECT p.server_seed, p.client_seed, r.nonce FROM builtin_provider_rounds r
          JOIN builtin_provider_seeds p ON p.id = r.seed_id WHERE r.id = ${roundId}`,
    )
    if (!r) throw new Error('no round')
    return crashOf(r.server_seed, r.client_seed, Number(r.nonce))
  }
  const winsOf = async (roundId: string) =>
    query(
      t.database.db,
      sql`SELECT transaction_id FROM provider_transactions WHERE provider = 'builtin'
          AND transaction_id = ${`${roundId}:win`}`,
    )
  const statusOf = async (roundId: string) => {
    const [r] = await query<{ status: string; win: number }>(
      t.database.db,
      sql`SELECT status, win FROM builtin_provider_rounds WHERE id = ${roundId}`,
    )
    return { status: r?.status, win: Number(r?.win) }
  }

  it('opens type 2 as crash: rules, RTP, paytable and the seed hash before any stake', async () => {
    const g = await openGame(CRASH_GAME, 1_000)
    expect(g.view).toMatchObject({
      engine: 'crash',
      round: null,
      rules: { rtp: 97, minCashout: 101, maxMultiplier: 100_000, growthPerMs: 0.0001 },
    })
    // P(curve reaches x) = floor(97 x 2^32 / x) / 2^32, in millionths.
    expect(g.view.rules.paytable.slice(0, 3)).toEqual([
      { target: 101, chance: 960_396 },
      { target: 150, chance: 646_666 },
      { target: 200, chance: 484_999 },
    ])
    expect(g.view.fair.serverHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('cashes out on the server clock at x1.51 before the crash, or loses after it; bet records name the game', async () => {
    const g = await openGame(CRASH_GAME, 10_000)
    let expected = 10_000
    for (let i = 0; i < 4; i++) {
      const start = await post('crash/start', { session: g.session, stake: 100 })
      expect(start.status, JSON.stringify(start.body)).toBe(200)
      expected -= 100
      expect(start.body).toMatchObject({ state: 'open', stake: 100, target: null, balance: expected })
      expect(start.body.crash).toBeUndefined()
      const c = await crashPointOf(start.body.roundId)
      t.advance(4_122) // m = floor(100 e^0.4122) = 151: x1.51
      const out = await post('crash/cashout', { session: g.session, round: start.body.roundId })
      if (c >= 151) {
        expected += 151
        expect(out.body).toMatchObject({ state: 'won', cashedAt: 151, win: 151, crash: c, balance: expected })
      } else {
        expect(out.body).toMatchObject({ state: 'lost', cashedAt: null, win: 0, crash: c, balance: expected })
      }
      expect((await balances(t, g.id)).cash).toBe(expected)
    }
    const records = await call(t, 'betRecord', { pageNum: 1, pageSize: 10 }, { token: g.token })
    expect(records.data.list).toHaveLength(4)
    expect(records.data.list[0]).toMatchObject({ gameId: CRASH_GAME, betAmount: 100 })
    expect(records.data.list[0].gameName).toBe('Skylark Ascent')
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a cash-out below x1.01 and keeps the round flying', async () => {
    const g = await openGame(CRASH_GAME, 1_000)
    const start = await post('crash/start', { session: g.session, stake: 100 })
    t.advance(50)
    const early = await post('crash/cashout', { session: g.session, round: start.body.roundId })
    expect(early).toMatchObject({ status: 409, body: { error: 'crash_tooEarly' } })
    expect(await statusOf(start.body.roundId)).toEqual({ status: 'open', win: 0 })
    // Asked while it flies, the round answers without reading the wallet's balance again.
    expect((await post('crash/state', { session: g.session, round: start.body.roundId })).body).toMatchObject(
      {
        state: 'open',
        elapsedMs: 50,
        balance: null,
        pending: false,
      },
    )
    t.advance(100_000)
    await post('crash/state', { session: g.session, round: start.body.roundId })
  })

  it('a target set before the start cashes out when the curve reaches it, settled lazily', async () => {
    const g = await openGame(CRASH_GAME, 1_000)
    const start = await post('crash/start', { session: g.session, stake: 200, target: 200 })
    expect(start.body).toMatchObject({ state: 'open', target: 200 })
    const c = await crashPointOf(start.body.roundId)
    t.advance(60_000)
    const state = await post('crash/state', { session: g.session, round: start.body.roundId })
    if (c >= 200) {
      expect(state.body).toMatchObject({ state: 'won', cashedAt: 200, win: 400, balance: 1_200, crash: c })
    } else {
      expect(state.body).toMatchObject({ state: 'lost', cashedAt: null, win: 0, balance: 800, crash: c })
    }
  })

  it('a round nobody cashed out ends with its time: the next open, start or Fairness panel settles it', async () => {
    const g = await openGame(CRASH_GAME, 1_000)
    const start = await post('crash/start', { session: g.session, stake: 100 })
    const c = await crashPointOf(start.body.roundId)
    // Still flying: a second round is refused before any bet; the page reloading gets it back.
    expect((await post('crash/start', { session: g.session, stake: 100 })).body.error).toBe('roundOpen')
    expect((await post('open', { session: g.session })).body.round).toMatchObject({
      roundId: start.body.roundId,
      state: 'open',
    })
    // Past the top of the curve (69.078 s): over, whatever its crash point.
    t.advance(70_000)
    expect(await statusOf(start.body.roundId)).toEqual({ status: 'open', win: 0 })
    expect((await post('open', { session: g.session })).body.round).toBeNull()
    const ended = await statusOf(start.body.roundId)
    expect(ended).toEqual({ status: 'settled', win: c >= 100_000 ? 100_000 : 0 })
    expect(await winsOf(start.body.roundId)).toHaveLength(1)
    const next = await post('crash/start', { session: g.session, stake: 100 })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    t.advance(70_000)
    const fair = await post('fair', { session: g.session })
    expect(fair.body.rounds.map((r: { roundId: string }) => r.roundId)).toEqual([
      next.body.roundId,
      start.body.roundId,
    ])
  })

  it('cash-outs racing each other and the crash pay at most once, at the server clock', async () => {
    const g = await openGame(CRASH_GAME, 50_000)
    let expected = 50_000
    for (let i = 0; i < 6; i++) {
      const start = await post('crash/start', { session: g.session, stake: 1_000 })
      expect(start.status, JSON.stringify(start.body)).toBe(200)
      expected -= 1_000
      const roundId = start.body.roundId as string
      const c = await crashPointOf(roundId)
      // Even rounds: the last millisecond before the crash; odd ones: the crash's own millisecond.
      // (A crash point past the x1,000 top, one round in a thousand, pays the top when the curve gets there.)
      const top = c >= 100_000
      const beforeCrash = i % 2 === 0 && c >= 101 && !top
      const at = top ? 69_078 : beforeCrash ? lastMsAtMost(c) : lastMsAtMost(c) + 1
      t.advance(Math.max(at, 100))
      const calls = Array.from({ length: 16 }, (_, k) => (k % 4 === 3 ? 'crash/state' : 'crash/cashout'))
      const replies = await Promise.all(
        calls.map((path) => post(path, { session: g.session, round: roundId })),
      )
      for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200)
      const win = top ? 1_000_000 : beforeCrash ? Math.floor((1_000 * curve(at)) / 100) : 0
      expected += win
      replies.forEach((r, k) => {
        // A state call answered before a cash-out won may still see the round flying.
        if (calls[k] === 'crash/state' && beforeCrash && r.body.state === 'open') return
        expect(r.body).toMatchObject({ roundId, state: win > 0 ? 'won' : 'lost', win, crash: c })
      })
      expect(await statusOf(roundId)).toEqual({ status: 'settled', win })
      expect(await winsOf(roundId)).toHaveLength(1)
      expect((await balances(t, g.id)).cash).toBe(expected)
    }
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it("refuses bad input and other players' rounds, changing nothing", async () => {
    const g = await openGame(CRASH_GAME, 1_000)
    const other = await openGame(CRASH_GAME, 1_000)
    for (const bad of [
      { stake: 30 },
      { stake: -100 },
      { stake: 100.5 },
      { stake: '100' },
      { stake: 100, target: 100 },
      { stake: 100, target: 100_001 },
      { stake: 100, target: 150.5 },
      { stake: 100, target: 'x'.repeat(10_000) },
      { stake: 100, extra: 1 },
    ]) {
      expect((await post('crash/start', { session: g.session, ...bad })).status).toBe(400)
    }
    // Not a crash session: the dice page's play is refused, and crash calls on a mines session too.
    expect((await post('play', { session: g.session, stake: 100, multiplier: 200 })).body.error).toBe(
      'badStake',
    )
    const mines = await openGame(MINES_GAME, 1_000)
    expect((await post('crash/start', { session: mines.session, stake: 100 })).body.error).toBe('badStake')
    // No time passes: whatever its crash point, the round still flies.
    const start = await post('crash/start', { session: g.session, stake: 100 })
    for (const path of ['crash/cashout', 'crash/state']) {
      expect((await post(path, { session: other.session, round: start.body.roundId })).body.error).toBe(
        'crash_noRound',
      )
      expect((await post(path, { session: g.session, round: 'x'.repeat(101) })).status).toBe(400)
    }
    // Rotating the seed while the round flies would reveal its crash point: refused.
    expect((await post('fair/rotate', { session: g.session, clientSeed: 'new-seed' })).body.error).toBe(
      'roundOpen',
    )
    expect(await statusOf(start.body.roundId)).toEqual({ status: 'open', win: 0 })
    expect((await balances(t, g.id)).cash).toBe(900)
    expect((await balances(t, other.id)).cash).toBe(1_000)
    t.advance(100_000)
  })

  it('after rotation each past crash point follows from the revealed seed', async () => {
    const g = await openGame(CRASH_GAME, 5_000)
    const clientSeed = g.view.fair.clientSeed as string
    const points: number[] = []
    for (let i = 0; i < 3; i++) {
      const start = await post('crash/start', { session: g.session, stake: 100, target: 101 })
      expect(start.body.nonce).toBe(i + 1)
      points.push(await crashPointOf(start.body.roundId))
      t.advance(70_000)
    }
    // The last round's time ran out unseen: the rotation settles it, then reveals the seed.
    const rotated = await post('fair/rotate', { session: g.session, clientSeed: 'crash-seed' })
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200)
    const past = rotated.body.rounds as Array<{
      serverSeed: string
      nonce: number
      engine: string
      outcome: { crash: number; cashedAt: number | null }
    }>
    expect(past.map((r) => r.nonce)).toEqual([3, 2, 1])
    for (const r of past) {
      expect(r.engine).toBe('crash')
      expect(r.outcome.crash).toBe(crashOf(r.serverSeed, clientSeed, r.nonce))
      expect(r.outcome.crash).toBe(points[r.nonce - 1])
      expect(r.outcome.cashedAt).toBe(r.outcome.crash >= 101 ? 101 : null)
    }
  })
})
