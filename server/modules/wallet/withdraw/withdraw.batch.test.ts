import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTransactions, withdrawals } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { balances, player, readyPlayer } from '../wallet.test-helpers.ts'
import { type PlaceWithdrawal, type WithdrawalRequest, withdrawalRequests } from './withdraw.repo.ts'

/**
 * Withdrawal requests submitted together go to the database as one statement (db/batch.ts batchedCall):
 * each caller must still get its own outcome, and money must come out exactly as if they ran one by one.
 */
describe.each(testDatabases)('withdrawal requests sent together on %s', (kind) => {
  let t: TestApp
  /** The app's batched statement is its own; this one is the test's, on the same database. */
  let placeWithdrawal: PlaceWithdrawal
  beforeAll(async () => {
    t = await startTestApp(kind)
    placeWithdrawal = withdrawalRequests(t.database.db)
  })
  afterAll(async () => {
    await t?.close()
  })
  const db = () => t.database.db
  const request = (p: { id: number; card: { id: number } }, amount: number): WithdrawalRequest => ({
    userId: p.id,
    cardId: p.card.id,
    amount,
    fee: 100,
    turnoverPercent: 100,
    safeboxChecked: false,
    provider: 'sandbox',
    now: Date.now(),
    key: `k-${Math.random()}`,
  })
  /** The hold's ledger transaction under a request's key, as withdrawal_hold names it. */
  const holdOf = async (userId: number, key: string) =>
    (
      await db()
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `withdraw:${userId}:${key}`))
    )[0]
  const place = (w: WithdrawalRequest) => placeWithdrawal(w)
  const coinOf = (o: Awaited<ReturnType<typeof place>>) => (o.status === 'ok' ? o.coin : o.status)

  it('answers each call of a batch with its own player, balance and row, and holds only what is there', async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 30_000)
    // Submitted in one turn of the event loop: one batch, players interleaved.
    const calls = [
      request(a, 20_000),
      request(b, 20_000),
      request(a, 20_000),
      request(b, 20_000),
      request(a, 20_000),
    ]
    const results = await Promise.all(calls.map(place))
    // a: 50,000 fits two holds of 20,000 (the first two of a's calls, in arrival order); b: one.
    expect(results.map(coinOf)).toEqual([30_000, 10_000, 10_000, 'insufficient', 'insufficient'])
    const idOf = (i: number) => {
      const r = results[i]
      return r?.status === 'ok' ? r.id : null
    }
    const rowsOf = async (userId: number) =>
      (await db().select().from(withdrawals).where(eq(withdrawals.userId, userId))).map((w) => w.id).sort()
    expect(await rowsOf(a.id)).toEqual([idOf(0), idOf(2)].sort())
    expect(await rowsOf(b.id)).toEqual([idOf(1)])
    expect(await balances(t, a.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 40_000 })
    expect(await balances(t, b.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 20_000 })
  })

  it('reports the card, the hold and the bank of a placed withdrawal', async () => {
    const a = await readyPlayer(t, 50_000)
    const placed = await place(request(a, 20_000))
    const [row] = await db().select().from(withdrawals).where(eq(withdrawals.userId, a.id))
    expect(placed).toEqual({
      status: 'ok',
      id: row?.id,
      coin: 30_000,
      card: {
        id: a.card.id,
        bankId: row?.bankId,
        bankName: row?.bankName,
        holderName: row?.holderName,
        accountNo: row?.accountNo,
      },
    })
    expect(row?.bankName).not.toBe('')
  })

  it('refuses before writing anything: unknown player, a card of someone else, turnover not met', async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 50_000)
    const fresh = await player(t) // no deposit, no bet: turnover required 0, no card
    const results = await Promise.all([
      place({ ...request(a, 20_000), userId: 987_654_321, key: 'refused-1' }),
      place({ ...request(a, 20_000), cardId: b.card.id, key: 'refused-2' }),
      place({ ...request(a, 20_000), turnoverPercent: 101, key: 'refused-3' }),
      place({ ...request(a, 20_000), userId: fresh.id }),
    ])
    expect(results.map((r) => r.status)).toEqual([
      'no_user',
      'card_not_found',
      'turnover_not_met',
      'card_not_found',
    ])
    // a bet exactly its deposits: 100% is met, 101% is not (the rule rounds up).
    expect(await holdOf(987_654_321, 'refused-1')).toBeUndefined()
    for (const key of ['refused-2', 'refused-3']) expect(await holdOf(a.id, key)).toBeUndefined()
    expect(await balances(t, a.id)).toEqual({ cash: 50_000, bonus: 0, withdrawHold: 0 })
  })

  it("carries each call's idempotency key in its hold: a key sent twice holds once, the retry gets the first", async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 50_000)
    const results = await Promise.all([
      place({ ...request(a, 20_000), key: 'batch-key-1' }),
      place({ ...request(a, 20_000), key: 'batch-key-1' }),
      place({ ...request(a, 90_000), key: 'batch-key-2' }),
      // The same key of another player is another request.
      place({ ...request(b, 20_000), key: 'batch-key-1' }),
      // The same key with another amount, or another card, is not a retry.
      place({ ...request(a, 10_000), key: 'batch-key-1' }),
      place({ ...request(a, 20_000), cardId: b.card.id, key: 'batch-key-1' }),
    ])
    const first = results[0]
    expect(first).toMatchObject({ status: 'ok', coin: 30_000 })
    const id = first?.status === 'ok' ? first.id : 0
    expect(results.slice(1).map((r) => r.status)).toEqual([
      'replayed',
      'insufficient',
      'ok',
      'conflict',
      'conflict',
    ])
    expect(results[1]).toEqual({ status: 'replayed', id, coin: 30_000 })
    // Refused for funds, nothing is kept under the key: a retry is asked again.
    expect(await holdOf(a.id, 'batch-key-2')).toBeUndefined()
    expect(await holdOf(a.id, 'batch-key-1')).toMatchObject({ kind: 'withdraw_hold', refId: String(id) })
    expect(await balances(t, a.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
    expect(await balances(t, b.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
    // Later, from another batch: the same answer, even though the balance has changed since.
    await place({ ...request(a, 5_000), key: 'batch-key-3' })
    expect(await place({ ...request(a, 20_000), key: 'batch-key-1' })).toEqual({
      status: 'replayed',
      id,
      coin: 30_000,
    })
  })

  it('fails only the call the database refuses, leaving no key behind; the others of its batch go through', async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 50_000)
    // A percentage beyond PostgreSQL's integer: the batch's statement is refused and its calls run alone.
    const bad = { ...request(a, 20_000), turnoverPercent: 3_000_000_000, key: 'batch-key-4' }
    const ok = { ...request(a, 20_000), key: 'batch-key-3' }
    const results = await Promise.allSettled([ok, bad, request(b, 20_000)].map(place))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await holdOf(a.id, 'batch-key-3')).toBeDefined()
    expect(await holdOf(a.id, 'batch-key-4')).toBeUndefined()
    expect(await balances(t, a.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
    expect(await balances(t, b.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
  })

  it('requires bets of the turnover percentage of deposits and bonuses, rounded up to the minor unit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        async (deposits, bonuses, percent) => {
          const [row] = await query<{ required: string }>(
            db(),
            sql`SELECT turnover_required(${deposits}::bigint, ${bonuses}::bigint, ${percent}::integer) AS required`,
          )
          expect(Number(row?.required)).toBe(Math.ceil(((deposits + bonuses) * percent) / 100))
        },
      ),
      { numRuns: 60 },
    )
  })
})
