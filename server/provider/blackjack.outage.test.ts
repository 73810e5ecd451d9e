import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { secretOf } from '../modules/games/games.test-helpers.ts'
import { ledgerViolations } from '../modules/wallet/ledger/ledger.invariants.ts'
import { balances, deposit, player } from '../modules/wallet/wallet.test-helpers.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { BlackjackRounds } from './blackjack.service.ts'
import { BLACKJACK_GAME, DOUBLE_11, openBlackjack } from './blackjack.test-helpers.ts'
import { MinesRounds } from './mines.service.ts'
import { RETRY_DELAYS_MS } from './provider.purse.ts'
import { createPlayRounds } from './provider.rounds.ts'
import { ProviderService } from './provider.service.ts'
import { launchGame, playPost } from './provider.test-support.ts'
import { WalletClient, type WalletTransport } from './wallet-client.ts'

/**
 * Bets the wallet may hold without ever answering: our real seamless wallet behind a transport that loses
 * answers. 'lost': the call reaches the wallet and is done, its answer never comes back (a timeout);
 * '503': the wallet is down, nothing happens. A rollback nobody answered is kept and sent again before the
 * next round (or on the page's reload), so the player's cash ends as if only the stakes of the round as it
 * was played were taken.
 */
type Fault = 'lost' | '503'

class FlakyWallet {
  /** Per operation, what its next calls meet (then the wallet answers again). */
  faults: Record<string, Fault[]> = {}
  /** Runs just before the next bet reaches the wallet: a request racing it. */
  beforeBet: (() => Promise<unknown>) | null = null

  constructor(private readonly t: TestApp) {}

  transport: WalletTransport = async (path, body, headers) => {
    const op = path.split('/').pop() ?? ''
    const fault = this.faults[op]?.shift()
    const race = op === 'bet' ? this.beforeBet : null
    if (race) {
      this.beforeBet = null
      await race()
    }
    if (fault === '503') return { status: 503, body: { error: 'unavailable' } }
    const res = await this.t.app.inject({ method: 'POST', url: path, payload: body, headers })
    if (fault === 'lost') throw new Error('timeout')
    return { status: res.statusCode, body: res.json() }
  }
}

/** Every retry of a rollback within one request meets the outage. */
const ALL_RETRIES: Fault[] = RETRY_DELAYS_MS.map(() => '503')
const MINES_GAME = 8001

describe.each(testDatabases)('unanswered bets and rollbacks of multi-step rounds on %s', (kind) => {
  let t: TestApp
  let flaky: FlakyWallet
  let service: ProviderService
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(() => {
    flaky = new FlakyWallet(t)
    service = new ProviderService({
      db: t.database.db,
      rounds: createPlayRounds(t.database.db),
      wallet: new WalletClient(flaky.transport, secretOf(t)),
      clock: t.now,
      sleep: async () => {},
    })
  })

  const cash = async (id: number) => (await balances(t, id)).cash
  const pendingOf = (like: string) =>
    query<{ status: string; stake: number }>(
      t.database.db,
      sql`SELECT status, stake::int AS stake FROM builtin_provider_rounds WHERE id LIKE ${like}`,
    )
  const betRecords = (userId: number) =>
    query<{ bet_amount: number; win_amount: number }>(
      t.database.db,
      sql`SELECT bet_amount::int AS bet_amount, win_amount::int AS win_amount FROM bet_records
          WHERE user_id = ${userId}`,
    )

  // 'lost': the wallet took the double; '503': it never saw it (the rollback leaves a tombstone then).
  it.each([
    ['lost', 9_800],
    ['503', 9_900],
  ] as const)(
    'a double whose bet meets %s and its rollback only 503s: kept, sent again; the next double pays',
    async (fault, cashAfter) => {
      const g = await openBlackjack(t, 10_000, DOUBLE_11)
      const { owner } = await service.session(g.session)
      const round = (await playPost(t, 'blackjack/start', { session: g.session, stake: 100 })).body.roundId
      flaky.faults = { bet: [fault], rollback: [...ALL_RETRIES] }
      await expect(
        new BlackjackRounds(service.deps, service).act(g.session, owner, round, 'double', 0),
      ).rejects.toMatchObject({ code: 'network', extra: { rollbackPending: true } })
      expect(await cash(g.id)).toBe(cashAfter)
      const [kept] = await pendingOf(`${round}:x0:%`)
      // The page reloads: the rollback is sent again and answered.
      const shown = (await playPost(t, 'open', { session: g.session })).body
      expect(shown.round).toMatchObject({ state: 'open', staked: 100, step: 0 })
      expect(shown.balance).toBe(9_900)
      expect(kept).toEqual({ status: 'rollback_pending', stake: 100 })

      // The player doubles again: 3s 8c + Th = 21 against 6h 5c + 7d = 18 pays 400 on 200.
      const doubled = await playPost(t, 'blackjack/act', {
        session: g.session,
        round,
        action: 'double',
        step: 0,
      })
      expect(doubled.body).toMatchObject({ state: 'over', staked: 200, win: 400, balance: 10_200 })
      expect(await cash(g.id)).toBe(10_200)
      expect(await pendingOf(`${round}:x0:%`)).toEqual([{ status: 'rolled_back', stake: 100 }])
      expect(await betRecords(g.id)).toEqual([{ bet_amount: 200, win_amount: 400 }])
      expect(await ledgerViolations(t.database.db)).toEqual([])
    },
  )

  it('a racing stand wins, the double lands and its rollback gets only 503s: kept until the wallet answers', async () => {
    const g = await openBlackjack(t, 10_000, DOUBLE_11)
    const { owner } = await service.session(g.session)
    const round = (await playPost(t, 'blackjack/start', { session: g.session, stake: 100 })).body.roundId
    // Stand on 11: the dealer's 6h 5c + Th = 21, the stake is lost and the round settled.
    flaky.beforeBet = () =>
      playPost(t, 'blackjack/act', { session: g.session, round, action: 'stand', step: 0 })
    flaky.faults = { rollback: [...ALL_RETRIES] }
    const reply = await new BlackjackRounds(service.deps, service).act(g.session, owner, round, 'double', 0)
    expect(reply).toMatchObject({ state: 'over', staked: 100, win: 0, balance: 9_800 })
    expect(await pendingOf(`${round}:x0:%`)).toEqual([{ status: 'rollback_pending', stake: 100 }])

    // The wallet is still down when the page reloads: the rollback stays kept, nothing moves.
    flaky.faults = { rollback: [...ALL_RETRIES] }
    await expect(service.resume(g.session)).rejects.toMatchObject({ code: 'network' })
    expect(await pendingOf(`${round}:x0:%`)).toEqual([{ status: 'rollback_pending', stake: 100 }])
    expect(await cash(g.id)).toBe(9_800)

    expect((await playPost(t, 'open', { session: g.session })).body.balance).toBe(9_900)
    expect(await cash(g.id)).toBe(9_900)
    expect(await pendingOf(`${round}:x0:%`)).toEqual([{ status: 'rolled_back', stake: 100 }])
    expect(await betRecords(g.id)).toEqual([{ bet_amount: 100, win_amount: 0 }])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a double kept by a session the player does not reload is given back when a new session opens', async () => {
    const g = await openBlackjack(t, 10_000, DOUBLE_11)
    const { owner } = await service.session(g.session)
    const round = (await playPost(t, 'blackjack/start', { session: g.session, stake: 100 })).body.roundId
    flaky.faults = { bet: ['lost'], rollback: [...ALL_RETRIES] }
    await expect(
      new BlackjackRounds(service.deps, service).act(g.session, owner, round, 'double', 0),
    ).rejects.toMatchObject({ code: 'network' })
    expect(await cash(g.id)).toBe(9_800)

    const again = await playPost(t, 'open', { token: await launchGame(t, g.token, BLACKJACK_GAME) })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.session).not.toBe(g.session)
    expect(again.body.balance).toBe(9_900)
    expect(await cash(g.id)).toBe(9_900)
    expect(await pendingOf(`${round}:x0:%`)).toEqual([{ status: 'rolled_back', stake: 100 }])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it("mines: a round's first bet taken but never answered, its rollback neither, is given back before the next", async () => {
    const p = await player(t)
    await deposit(t, p.id, 10_000)
    const session = (await playPost(t, 'open', { token: await launchGame(t, p.token, MINES_GAME) })).body
      .session as string
    flaky.faults = { bet: ['lost'], rollback: [...ALL_RETRIES] }
    await expect(new MinesRounds(service.deps, service).start(session, 100, 3)).rejects.toMatchObject({
      code: 'network',
      extra: { rollbackPending: true },
    })
    expect(await cash(p.id)).toBe(9_900)
    const roundsOf = () =>
      query<{ status: string; stake: number }>(
        t.database.db,
        sql`SELECT status, stake::int AS stake FROM builtin_provider_rounds WHERE session_id = ${session}
            ORDER BY created_at`,
      )
    const kept = await roundsOf()

    // The next round's start sends the rollback first, then takes its own stake.
    t.advance(1_000)
    const next = await playPost(t, 'mines/start', { session, stake: 100, mines: 3 })
    expect(next.status, JSON.stringify(next.body)).toBe(200)
    expect(next.body.balance).toBe(9_900)
    expect(await cash(p.id)).toBe(9_900)
    expect(kept).toEqual([{ status: 'rollback_pending', stake: 100 }])
    expect(await roundsOf()).toEqual([
      { status: 'rolled_back', stake: 100 },
      { status: 'open', stake: 100 },
    ])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
