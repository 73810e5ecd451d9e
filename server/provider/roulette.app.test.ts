import { createHash, createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances } from '../modules/wallet/wallet.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { playClient } from './provider.test-support.ts'

/**
 * European roulette through the real app: startGame, the page's API, our seamless wallet, the ledger. The
 * pocket of a round is worked out here from the seed pair in the database, with Node's HMAC and the rule of
 * docs/FAIRNESS.md written out again, and the wins from the payouts of the table (35:1 ... 1:1), apart
 * from the code under test.
 */
const ROULETTE_GAME = 3001
const DICE_GAME = 6001
const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]

const pocketOf = (serverSeed: string, clientSeed: string, nonce: number) => {
  const d = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest()
  return Math.floor((d.readUInt32BE(0) / 2 ** 32) * 37)
}

/** The bets of most tests: red 100, straight 17 for 20, the first four 0-1-2-3 for 40 (total 160). */
const BETS = [
  { on: 'red', amount: 100 },
  { on: [17], amount: 20 },
  { on: [3, 0, 2, 1], amount: 40 },
]
/** What BETS return on `pocket`: red 1:1 (200), straight 35:1 (720), corner 8:1 (360). */
const returnOf = (pocket: number) =>
  (REDS.includes(pocket) ? 200 : 0) + (pocket === 17 ? 720 : 0) + (pocket <= 3 ? 360 : 0)

describe.each(testDatabases)('European roulette in the app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const { post, openGame } = playClient(() => t)
  const spin = (session: string, bets: unknown) => post('roulette/spin', { session, bets })
  /** The round's pocket from its seed pair as the database holds it. */
  const pocketInDb = async (roundId: string) => {
    const [r] = await query<{ server_seed: string; client_seed: string; nonce: number }>(
      t.database.db,
      sql`SELECT p.server_seed, p.client_seed, r.nonce FROM builtin_provider_rounds r
          JOIN builtin_provider_seeds p ON p.id = r.seed_id WHERE r.id = ${roundId}`,
    )
    if (!r) throw new Error('no round')
    return pocketOf(r.server_seed, r.client_seed, Number(r.nonce))
  }
  const walletRows = (roundId: string) =>
    query<{ kind: string; amount: number }>(
      t.database.db,
      sql`SELECT kind, amount FROM provider_transactions WHERE provider = 'builtin' AND round_id = ${roundId}
          ORDER BY id`,
    )
  const roundsOf = async (session: string) =>
    (
      await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM builtin_provider_rounds WHERE session_id = ${session}`,
      )
    )[0]?.n

  it('shows the rules, RTP 97.3%, the chips and the seed hash before any stake', async () => {
    const g = await openGame(ROULETTE_GAME, 1_000)
    expect(g.view).toMatchObject({
      engine: 'roulette',
      gameName: 'Velvet Roulette',
      rules: { rtp: 97.3, stakes: [20, 100, 500, 1000, 5000], maxBets: 40, maxTotal: 20_000 },
    })
    expect(g.view.fair.serverHash).toMatch(/^[0-9a-f]{64}$/)
    expect(g.view.fair.nextNonce).toBe(1)
  })

  it('plays a round: one bet of the total, the win of every bet on the drawn pocket, endRound, bet record', async () => {
    const g = await openGame(ROULETTE_GAME, 10_000)
    const r = await spin(g.session, BETS)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const pocket = await pocketInDb(r.body.roundId)
    const win = returnOf(pocket)
    expect(r.body).toMatchObject({
      stake: 160,
      win,
      balance: 10_000 - 160 + win,
      net: win - 160,
      pending: false,
      fair: { nonce: 1 },
    })
    expect(r.body.outcome).toMatchObject({ pocket, win })
    expect(r.body.outcome.bets).toEqual([
      { on: 'red', amount: 100, win: REDS.includes(pocket) ? 200 : 0 },
      { on: [17], amount: 20, win: pocket === 17 ? 720 : 0 },
      { on: [0, 1, 2, 3], amount: 40, win: pocket <= 3 ? 360 : 0 },
    ])
    expect(await walletRows(r.body.roundId)).toEqual([
      { kind: 'bet', amount: 160 },
      { kind: 'win', amount: win },
    ])
    const [ended] = await query<{ status: string; ended: boolean }>(
      t.database.db,
      sql`SELECT r.status, EXISTS (SELECT 1 FROM provider_rounds e WHERE e.round_id = r.id AND e.ended_at IS NOT NULL) AS ended
          FROM builtin_provider_rounds r WHERE r.id = ${r.body.roundId}`,
    )
    expect(ended).toEqual({ status: 'settled', ended: true })
    expect((await balances(t, g.id)).cash).toBe(10_000 - 160 + win)
    const records = await call(t, 'betRecord', { pageNum: 1, pageSize: 10 }, { token: g.token })
    expect(records.data.list).toMatchObject([{ gameId: ROULETTE_GAME, betAmount: 160, winAmount: win }])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses malformed bets with a clear error, before any money moves', async () => {
    const g = await openGame(ROULETTE_GAME, 50_000)
    const cases: Array<[unknown, string]> = [
      [[], 'roulette_badBet'],
      [[{ on: [37], amount: 20 }], 'roulette_badBet'],
      [[{ on: [-1], amount: 20 }], 'roulette_badBet'],
      [[{ on: [1, 5], amount: 20 }], 'roulette_badBet'],
      [[{ on: [34, 35, 36, 37], amount: 20 }], 'roulette_badBet'],
      [[{ on: 'green', amount: 20 }], 'roulette_badBet'],
      [[{ on: 'constructor', amount: 20 }], 'roulette_badBet'],
      [[{ on: '17', amount: 20 }], 'roulette_badBet'],
      [[{ on: [17], amount: 20, extra: 1 }], 'roulette_badBet'],
      [[{ on: [17], amount: 20.5 }], 'roulette_badBet'],
      [[{ on: [17], amount: '20' }], 'roulette_badBet'],
      [[{ on: [17] }], 'roulette_badBet'],
      [
        [
          { on: 'red', amount: 20 },
          { on: 'red', amount: 20 },
        ],
        'roulette_duplicateBet',
      ],
      [
        [
          { on: [1, 2], amount: 20 },
          { on: [2, 1], amount: 20 },
        ],
        'roulette_duplicateBet',
      ],
      [Array.from({ length: 41 }, (_, n) => ({ on: [n % 37], amount: 20 })), 'roulette_tooManyBets'],
      [[{ on: [17], amount: 30 }], 'roulette_badChip'],
      [[{ on: [17], amount: 0 }], 'roulette_badChip'],
      [[{ on: [17], amount: -20 }], 'roulette_badChip'],
      [
        [
          { on: 'red', amount: 10_000 },
          { on: 'black', amount: 10_020 },
        ],
        'roulette_overMax',
      ],
    ]
    for (const [bets, error] of cases) {
      const r = await spin(g.session, bets)
      expect(r.status, JSON.stringify(bets)).toBe(400)
      expect(r.body.error, JSON.stringify(bets)).toBe(error)
    }
    expect((await post('roulette/spin', { session: g.session, bets: 'red' })).body.error).toBe(
      'roulette_badBet',
    )
    expect((await post('roulette/spin', { session: 'x'.repeat(5_000), bets: BETS })).status).toBe(400)
    expect((await spin('no-such-session-0000000000', BETS)).body.error).toBe('sessionExpired')
    // A dice request on the roulette session, and roulette bets on a dice session, are refused too.
    expect((await post('play', { session: g.session, stake: 100, multiplier: 200 })).body.error).toBe(
      'badStake',
    )
    const dice = await openGame(DICE_GAME, 1_000)
    expect((await spin(dice.session, BETS)).body.error).toBe('badStake')
    expect((await balances(t, g.id)).cash).toBe(50_000)
    expect((await balances(t, dice.id)).cash).toBe(1_000)
    expect(await roundsOf(g.session)).toBe(0)
    expect(await roundsOf(dice.session)).toBe(0)
    // The largest table accepted: 40 bets, 20,000 in all.
    const full = [
      ...Array.from({ length: 37 }, (_, n) => ({ on: [n], amount: 500 })),
      { on: [1, 2], amount: 500 },
      { on: [4, 5], amount: 500 },
      { on: [7, 8], amount: 500 },
    ]
    const r = await spin(g.session, full)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.stake).toBe(20_000)
  })

  it('a win sent again (its answer lost) pays once: same transaction id, the wallet replays its reply', async () => {
    const g = await openGame(ROULETTE_GAME, 5_000)
    const first = await spin(g.session, BETS)
    const firstWin = returnOf(await pocketInDb(first.body.roundId))
    // As if the win's answer never came: the round waits for it, and the next request sends it again.
    await query(
      t.database.db,
      sql`UPDATE builtin_provider_rounds SET status = 'win_pending' WHERE id = ${first.body.roundId}`,
    )
    const second = await spin(g.session, [{ on: 'odd', amount: 20 }])
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    const pocket = await pocketInDb(second.body.roundId)
    const secondWin = pocket % 2 === 1 ? 40 : 0
    expect(await walletRows(first.body.roundId)).toEqual([
      { kind: 'bet', amount: 160 },
      { kind: 'win', amount: firstWin },
    ])
    const [status] = await query<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM builtin_provider_rounds WHERE id = ${first.body.roundId}`,
    )
    expect(status?.status).toBe('settled')
    expect(second.body.balance).toBe(5_000 - 160 + firstWin - 20 + secondWin)
    expect((await balances(t, g.id)).cash).toBe(5_000 - 160 + firstWin - 20 + secondWin)
    expect(second.body.fair).toEqual({ nonce: 2 })
  })

  it('spins of one session at once each take their own nonce and settle; the balance adds up', async () => {
    const g = await openGame(ROULETTE_GAME, 5_000)
    const replies = await Promise.all(Array.from({ length: 6 }, () => spin(g.session, BETS)))
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(replies.map((r) => r.body.fair.nonce).sort()).toEqual([1, 2, 3, 4, 5, 6])
    let expected = 5_000
    for (const r of replies) {
      const win = returnOf(await pocketInDb(r.body.roundId))
      expect(r.body.win).toBe(win)
      expected += win - 160
    }
    expect((await balances(t, g.id)).cash).toBe(expected)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a table above the balance cleanly, with the balance', async () => {
    const g = await openGame(ROULETTE_GAME, 150)
    const r = await spin(g.session, BETS)
    expect(r.status).toBe(402)
    expect(r.body).toMatchObject({ error: 'insufficientFunds', balance: 150 })
    expect((await balances(t, g.id)).cash).toBe(150)
  })

  it('roulette rounds are provably fair: after rotation each past pocket follows from the revealed seed', async () => {
    const g = await openGame(ROULETTE_GAME, 5_000)
    const hash = g.view.fair.serverHash as string
    const clientSeed = g.view.fair.clientSeed as string
    const pockets: number[] = []
    for (let i = 0; i < 3; i++) pockets.push((await spin(g.session, BETS)).body.outcome.pocket)
    const rotated = await post('fair/rotate', { session: g.session, clientSeed: 'wheel-seed' })
    const past = rotated.body.rounds as Array<{
      engine: string
      serverSeed: string
      nonce: number
      outcome: { pocket: number }
    }>
    expect(past.map((r) => [r.engine, r.nonce])).toEqual([
      ['roulette', 3],
      ['roulette', 2],
      ['roulette', 1],
    ])
    const seed = past[0]?.serverSeed ?? ''
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash)
    for (const r of past) {
      expect(r.outcome.pocket).toBe(pocketOf(seed, clientSeed, r.nonce))
      expect(pockets[r.nonce - 1]).toBe(r.outcome.pocket)
    }
  })
})
