import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../db/sql.ts'
import { betOf, GAME_ID, ok, playing, txId } from '../modules/games/games.test-helpers.ts'
import { dailyTotalsConsumer } from '../modules/records/daily-totals.consumer.ts'
import { readyPlayer } from '../modules/wallet/wallet.test-helpers.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { drainOutbox, registerConsumers } from './consumer.ts'

interface EventRow {
  kind: string
  amount: string | number
  ledger_transaction_id: string | number | null
  data: Record<string, unknown>
}

/**
 * Every money movement writes its domain event in its own transaction (ledger_post): an event exists if
 * and only if the money moved. Refusals and replays write none.
 */
describe.each(testDatabases)('domain events of money movements on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  // Money movements' events only: registering writes the account's user_registered event, which moves none.
  const eventsOf = (userId: number) =>
    query<EventRow>(
      t.database.db,
      sql`SELECT kind, amount, ledger_transaction_id, data FROM domain_events
        WHERE user_id = ${userId} AND ledger_transaction_id IS NOT NULL ORDER BY id`,
    )
  const movementsOf = async (userId: number) =>
    (
      await query<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = ${userId}`,
      )
    )[0]?.n

  it('a bet, its win and its rollback-free round: one event each, with the game, its type and the valid amount', async () => {
    const p = await playing(t, 1_000)
    const b = betOf(p.sessionId, 300)
    expect((await ok(t, 'bet', b)).status).toBe('OK')
    expect((await ok(t, 'bet', b)).status).toBe('OK') // a replay: nothing moves, no event
    const w = {
      sessionId: p.sessionId,
      transactionId: txId(),
      roundId: b.roundId,
      betTransactionId: b.transactionId,
    }
    expect((await ok(t, 'win', { ...w, amount: 500 })).status).toBe('OK')
    // Refused for funds: no money moved, no event.
    expect((await ok(t, 'bet', betOf(p.sessionId, 5_000))).status).toBe('INSUFFICIENT_FUNDS')

    const events = await eventsOf(p.id)
    expect(events.map((e) => [e.kind, Number(e.amount)])).toEqual([
      ['deposit', 1_000],
      ['bet', 300],
      ['win', 500],
    ])
    expect(events[1]?.data).toMatchObject({ gameId: GAME_ID, roundId: b.roundId, validAmount: 300 })
    expect(typeof events[1]?.data.gameType).toBe('number')
    expect(events[2]?.data).toMatchObject({
      gameId: GAME_ID,
      roundId: b.roundId,
      betTransactionId: b.transactionId,
    })
    // One event per ledger transaction of the player, each naming its own.
    expect(events).toHaveLength(Number(await movementsOf(p.id)))
    expect(new Set(events.map((e) => e.ledger_transaction_id)).size).toBe(events.length)
  })

  it('a withdrawal: requested once however often it is retried, nothing for a refusal', async () => {
    const p = await readyPlayer(t, 50_000)
    const before = (await eventsOf(p.id)).length
    const body = { amount: 20_000, cardId: p.card.id }
    const key = { token: p.token, idempotencyKey: 'events-withdraw-1' }
    expect((await call(t, 'exchange', body, key)).status).toBe(200)
    expect((await call(t, 'exchange', body, key)).status).toBe(200)
    expect((await call(t, 'exchange', { ...body, amount: 900_000 }, { token: p.token })).status).toBe(400)
    const added = (await eventsOf(p.id)).slice(before)
    expect(added.map((e) => [e.kind, Number(e.amount)])).toEqual([['withdraw_hold', 20_000]])
    expect(added[0]?.data).toMatchObject({ withdrawalId: expect.any(Number), fee: expect.any(Number) })
  })

  it('feeds the per-player daily totals consumer', async () => {
    const p = await playing(t, 2_000)
    for (const amount of [100, 200])
      expect((await ok(t, 'bet', betOf(p.sessionId, amount))).status).toBe('OK')
    await registerConsumers(t.database.db, [dailyTotalsConsumer])
    await drainOutbox(t.database.db, [dailyTotalsConsumer])
    const [row] = await query<{ deposits: string; bets: string; bet_count: number }>(
      t.database.db,
      sql`SELECT deposits, bets, bet_count FROM player_daily_totals WHERE user_id = ${p.id}`,
    )
    expect([Number(row?.deposits), Number(row?.bets), Number(row?.bet_count)]).toEqual([2_000, 300, 2])
  })
})
