import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances } from '../modules/wallet/wallet.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { BLACKJACK_GAME, DOUBLE_11, openBlackjack, SERVER_SEED } from './blackjack.test-helpers.ts'
import { playPost } from './provider.test-support.ts'

/**
 * Blackjack through the real app: startGame, the page's API, our seamless wallet, the ledger. Each test sets
 * the player's seed pair to the published server seed (docs/FAIRNESS.md) and a client seed whose nonce-1
 * shoe was worked out apart from this code (Python's hmac): the deals below are those shoes' top cards.
 */
const GAME = BLACKJACK_GAME
/** Player Kc Qh (20), dealer 9h + 3c; then Qs. */
const TWENTY = 'bj-18'
/** Player Ac Js (blackjack), dealer Qc + 9d. */
const NATURAL = 'bj-32'
/** Player Qs 5c, dealer As + Qd (dealer blackjack). */
const DEALER_NATURAL = 'bj-50'
/** Player 8c 8c, dealer 5s + Ac; then 3h 3s Th Jh 7h. */
const EIGHTS = 'bj-149'

describe.each(testDatabases)('blackjack in the app on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const post = (path: string, body: unknown) => playPost(t, path, body)
  const openGame = (amount: number, clientSeed: string, tryIt = 0) =>
    openBlackjack(t, amount, clientSeed, tryIt)
  const act = (session: string, round: string, action: string, step: number) =>
    post('blackjack/act', { session, round, action, step })
  const cash = async (id: number) => (await balances(t, id)).cash
  const records = async (token: string) =>
    (await call(t, 'betRecord', { pageNum: 1, pageSize: 10 }, { token })).data.list

  it('shows the rules, paytable, RTP and the seed hash before any stake', async () => {
    const g = await openGame(1_000, TWENTY)
    expect(g.view).toMatchObject({
      engine: 'blackjack',
      round: null,
      rules: { rtp: 99.53, decks: 6, paytable: { blackjack: [3, 2], win: [1, 1], push: [0, 1] } },
      fair: { nextNonce: 1, clientSeed: TWENTY },
    })
    expect(g.view.rules.stakes).toEqual([20, 40, 100, 200, 400, 1000, 2000, 5000])
  })

  it('deals with the hole card hidden, and a bust loses the stake without the dealer drawing', async () => {
    const g = await openGame(10_000, TWENTY)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    expect(start.status, JSON.stringify(start.body)).toBe(200)
    // Kc Qh against 9h; the 3c below it and the shoe are nowhere in the reply.
    expect(start.body).toMatchObject({
      state: 'open',
      hands: [{ cards: [51, 24], total: 20, soft: false }],
      dealer: [21],
      dealerTotal: 9,
      allowed: ['hit', 'stand', 'double', 'split'],
      step: 0,
      staked: 100,
      balance: 9_900,
      nonce: 1,
    })
    expect(Object.keys(start.body)).not.toContain('cards')
    expect(JSON.stringify(start.body)).not.toContain(SERVER_SEED)
    const bust = await act(g.session, start.body.roundId, 'hit', 0)
    expect(bust.body).toMatchObject({
      state: 'over',
      hands: [{ cards: [51, 24, 11], total: 30, result: 'lose' }],
      dealer: [21, 41],
      win: 0,
      balance: 9_900,
      net: -100,
    })
    expect(await cash(g.id)).toBe(9_900)
    expect(await records(g.token)).toMatchObject([{ gameId: GAME, betAmount: 100, winAmount: 0 }])
  })

  it('pays 3:2 for a blackjack and takes the stake on a dealer blackjack, both at once', async () => {
    const g = await openGame(10_000, NATURAL)
    const mine = await post('blackjack/start', { session: g.session, stake: 100 })
    expect(mine.body).toMatchObject({
      state: 'over',
      hands: [{ cards: [39, 10], total: 21, result: 'blackjack' }],
      dealer: [50, 34],
      win: 250,
      balance: 10_150,
    })
    const d = await openGame(10_000, DEALER_NATURAL)
    const dealers = await post('blackjack/start', { session: d.session, stake: 200 })
    expect(dealers.body).toMatchObject({
      state: 'over',
      hands: [{ cards: [11, 43], total: 15, result: 'lose' }],
      dealer: [0, 37],
      win: 0,
      balance: 9_800,
    })
    expect(await cash(g.id)).toBe(10_150)
    expect(await cash(d.id)).toBe(9_800)
  })

  it('a double takes a second stake through the wallet, one card, and pays on the doubled stake', async () => {
    const g = await openGame(10_000, DOUBLE_11)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const doubled = await act(g.session, start.body.roundId, 'double', 0)
    // 3s 8c + Th = 21 against 6h 5c + 7d = 18.
    expect(doubled.body).toMatchObject({
      state: 'over',
      hands: [{ cards: [2, 46, 22], total: 21, doubled: true, result: 'win' }],
      dealer: [18, 43, 32],
      staked: 200,
      win: 400,
      balance: 10_200,
      net: 200,
    })
    // A replay of the double answers the ended round and takes nothing more.
    expect((await act(g.session, start.body.roundId, 'double', 0)).body).toMatchObject({ win: 400 })
    expect(await cash(g.id)).toBe(10_200)
    expect(await records(g.token)).toMatchObject([{ gameId: GAME, betAmount: 200, winAmount: 400 }])
  })

  it('splits a pair: two stakes, each hand played in turn, double after split', async () => {
    const g = await openGame(10_000, EIGHTS)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const round = start.body.roundId as string
    const split = await act(g.session, round, 'split', 0)
    expect(split.body).toMatchObject({
      state: 'open',
      hands: [{ cards: [46, 15], total: 11 }, { cards: [46] }],
      active: 0,
      allowed: ['hit', 'stand', 'double'],
      staked: 200,
      balance: 9_800,
      step: 1,
    })
    // A replayed split (same step) changes nothing and takes no third stake.
    expect((await act(g.session, round, 'split', 0)).body).toMatchObject({ step: 1, staked: 200 })
    const doubled = await act(g.session, round, 'double', 1)
    expect(doubled.body).toMatchObject({
      active: 1,
      hands: [
        { cards: [46, 15, 2], total: 14, doubled: true },
        { cards: [46, 22], total: 18 },
      ],
      staked: 300,
      balance: 9_700,
    })
    // A decision for a step already taken with another move is refused; a step ahead too.
    expect((await act(g.session, round, 'hit', 1)).body.error).toBe('blackjack_staleStep')
    expect((await act(g.session, round, 'hit', 5)).body.error).toBe('blackjack_staleStep')
    const over = await act(g.session, round, 'stand', 2)
    // Dealer 5s Ac (soft 16) + Jh = 16 + 7h = 23: both hands win.
    expect(over.body).toMatchObject({
      state: 'over',
      dealer: [4, 39, 23, 19],
      hands: [{ result: 'win' }, { result: 'win' }],
      staked: 300,
      win: 600,
      balance: 10_300,
    })
    expect(await cash(g.id)).toBe(10_300)
    expect(await records(g.token)).toMatchObject([{ gameId: GAME, betAmount: 300, winAmount: 600 }])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a double without the balance for it, changing nothing', async () => {
    const g = await openGame(150, DOUBLE_11)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const refused = await act(g.session, start.body.roundId, 'double', 0)
    expect(refused.body.error).toBe('insufficientFunds')
    expect(await cash(g.id)).toBe(50)
    const stand = await act(g.session, start.body.roundId, 'stand', 0)
    // 11 against 6h 5c 7d = 18.
    expect(stand.body).toMatchObject({ state: 'over', staked: 100, win: 0, balance: 50 })
  })

  it("refuses bad input and other players' rounds, changing nothing", async () => {
    const g = await openGame(1_000, TWENTY)
    const other = await openGame(1_000, TWENTY)
    for (const stake of [30, -100, 100.5, '100', 0, 10 ** 12]) {
      expect((await post('blackjack/start', { session: g.session, stake })).status).toBe(400)
    }
    expect((await post('blackjack/start', { session: g.session, stake: 100, extra: 1 })).status).toBe(400)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const round = start.body.roundId as string
    expect((await post('blackjack/start', { session: g.session, stake: 100 })).body.error).toBe('roundOpen')
    expect((await act(other.session, round, 'stand', 0)).body.error).toBe('blackjack_badRound')
    for (const bad of [
      { action: 'surrender', step: 0 },
      { action: 'stand', step: -1 },
      { action: 'stand', step: 0.5 },
      { action: 'stand', step: '0' },
      { action: 'x'.repeat(10_000), step: 0 },
    ]) {
      expect((await post('blackjack/act', { session: g.session, round, ...bad })).status).toBe(400)
    }
    expect((await act(g.session, 'x'.repeat(101), 'stand', 0)).status).toBe(400)
    expect((await act(g.session, 'no-such-round', 'stand', 0)).body.error).toBe('blackjack_badRound')
    // Kc Qh: two ten-value cards split; a second split is not offered.
    expect((await act(g.session, round, 'split', 0)).body.step).toBe(1)
    expect((await act(g.session, round, 'split', 1)).body.error).toBe('blackjack_notAllowed')
    expect((await post('fair/rotate', { session: g.session, clientSeed: 'new-seed' })).body.error).toBe(
      'roundOpen',
    )
    expect(await cash(g.id)).toBe(800)
    expect(await cash(other.id)).toBe(1_000)
    // The page reloads: the open round is handed back, the hole card still hidden.
    const resumed = await post('open', { session: g.session })
    expect(resumed.body.round).toMatchObject({ roundId: round, state: 'open', step: 1, dealer: [21] })
  })

  it('stand and double racing on the same hand: one applies, the wallet takes and pays once', async () => {
    const g = await openGame(100_000, DOUBLE_11)
    let expected = 100_000
    for (let i = 0; i < 8; i++) {
      const start = await post('blackjack/start', { session: g.session, stake: 100 })
      expect(start.status, JSON.stringify(start.body)).toBe(200)
      const round = start.body.roundId as string
      if (start.body.state === 'open') {
        const replies = await Promise.all([
          act(g.session, round, 'double', 0),
          act(g.session, round, 'stand', 0),
          act(g.session, round, 'double', 0),
        ])
        for (const r of replies) expect([200, 409]).toContain(r.status)
      }
      const [final] = await query<{ status: string; stake: number; win: number }>(
        t.database.db,
        sql`SELECT status, stake, win FROM builtin_provider_rounds WHERE id = ${round}`,
      )
      expect(final?.status).toBe('settled')
      expect([100, 200]).toContain(Number(final?.stake))
      expected += Number(final?.win) - Number(final?.stake)
      expect(await cash(g.id)).toBe(expected)
      const [bets] = await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM provider_transactions
            WHERE transaction_id LIKE ${`${round}:%`} AND kind = 'bet' AND NOT rolled_back
              AND ledger_transaction_id IS NOT NULL`,
      )
      expect(bets?.n).toBe(Number(final?.stake) / 100)
    }
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a split racing another split and a stand: one applies, the second stake is taken at most once', async () => {
    const g = await openGame(10_000, EIGHTS)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const round = start.body.roundId as string
    const replies = await Promise.all([
      act(g.session, round, 'split', 0),
      act(g.session, round, 'stand', 0),
      act(g.session, round, 'split', 0),
    ])
    for (const r of replies) expect([200, 409]).toContain(r.status)
    const now = (await post('open', { session: g.session })).body.round
    if (now) {
      // The split won: two hands, 200 staked; stand both (8c 3h = 11, 8c Th... see EIGHTS).
      expect(now).toMatchObject({ step: 1, staked: 200, hands: [{ cards: [46, 15] }, { cards: [46] }] })
      await act(g.session, round, 'stand', 1)
      await act(g.session, round, 'stand', 2)
    }
    const [final] = await query<{ status: string; stake: number; win: number }>(
      t.database.db,
      sql`SELECT status, stake, win FROM builtin_provider_rounds WHERE id = ${round}`,
    )
    expect(final?.status).toBe('settled')
    expect(await cash(g.id)).toBe(10_000 - Number(final?.stake) + Number(final?.win))
    const [bets] = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM provider_transactions
          WHERE transaction_id LIKE ${`${round}:%`} AND kind = 'bet' AND NOT rolled_back
            AND ledger_transaction_id IS NOT NULL`,
    )
    expect(bets?.n).toBe(Number(final?.stake) / 100)
    expect(await records(g.token)).toMatchObject([
      { betAmount: Number(final?.stake), winAmount: Number(final?.win) },
    ])
  })

  it('demo blackjack keeps play money apart; a racing double in demo takes the stake once', async () => {
    const g = await openGame(1_000, DOUBLE_11, 1)
    expect(g.view.demo).toBe(true)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    const replies = await Promise.all([
      act(g.session, start.body.roundId, 'double', 0),
      act(g.session, start.body.roundId, 'double', 0),
    ])
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200)
    const final = (await post('open', { session: g.session })).body
    // 21 against 18 on 200 staked: 400 back.
    expect(final.balance).toBe(100_000 - 200 + 400)
    expect(await cash(g.id)).toBe(1_000)
  })

  it('after rotation a past round follows from the revealed seed: its cards are the shoe top', async () => {
    const g = await openGame(10_000, EIGHTS)
    const start = await post('blackjack/start', { session: g.session, stake: 100 })
    await act(g.session, start.body.roundId, 'stand', 0)
    const rotated = await post('fair/rotate', { session: g.session, clientSeed: 'after-blackjack' })
    const [past] = rotated.body.rounds
    expect(past).toMatchObject({
      engine: 'blackjack',
      nonce: 1,
      clientSeed: EIGHTS,
      serverSeed: SERVER_SEED,
      // 8c 5s 8c Ac, then the dealer's 3h (A 5 3 = soft 19).
      outcome: { actions: ['stand'], cards: [46, 4, 46, 39, 15] },
    })
  })
})
