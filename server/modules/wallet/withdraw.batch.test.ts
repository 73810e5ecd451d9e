import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawals } from '../../db/schema/index.ts'
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { balances, readyPlayer } from './wallet.test-helpers.ts'
import { insertHeldWithdrawal, type NewWithdrawal } from './withdraw.repo.ts'

/**
 * Withdrawal holds submitted together go to the database as one statement (db/batch.ts batchedCall):
 * each caller must still get its own outcome, and money must come out exactly as if they ran one by one.
 */
describe.each(testDatabases)('withdrawal holds sent together on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const db = () => t.database.db
  const hold = (p: { id: number; card: { id: number; bankId: number } }, amount: number): NewWithdrawal => ({
    userId: p.id,
    card: { id: p.card.id, bankId: p.card.bankId, holderName: 'Batch Player', accountNo: '12345678' },
    bankName: 'Bank',
    amount,
    fee: 100,
    provider: 'sandbox',
    now: Date.now(),
  })

  it('answers each call of a batch with its own player, balance and row, and holds only what is there', async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 30_000)
    // Submitted in one turn of the event loop: one batch, players interleaved.
    const calls = [hold(a, 20_000), hold(b, 20_000), hold(a, 20_000), hold(b, 20_000), hold(a, 20_000)]
    const results = await Promise.all(calls.map((c) => insertHeldWithdrawal(db(), c)))
    // a: 50,000 fits two holds of 20,000 (the first two of a's calls, in arrival order); b: one.
    expect(results.map((r) => r?.coin ?? null)).toEqual([30_000, 10_000, 10_000, null, null])
    const rowsOf = async (userId: number) =>
      (await db().select().from(withdrawals).where(eq(withdrawals.userId, userId))).map((w) => w.id).sort()
    expect(await rowsOf(a.id)).toEqual([results[0]?.id, results[2]?.id].sort())
    expect(await rowsOf(b.id)).toEqual([results[1]?.id])
    expect(await balances(t, a.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 40_000 })
    expect(await balances(t, b.id)).toEqual({ cash: 10_000, bonus: 0, withdrawHold: 20_000 })
  })

  it('fails only the call the database refuses; the others of its batch go through', async () => {
    const a = await readyPlayer(t, 50_000)
    const b = await readyPlayer(t, 50_000)
    const bad = { ...hold(a, 20_000), card: { ...hold(a, 20_000).card, id: 987_654_321 } }
    const results = await Promise.allSettled([
      insertHeldWithdrawal(db(), hold(a, 20_000)),
      insertHeldWithdrawal(db(), bad),
      insertHeldWithdrawal(db(), hold(b, 20_000)),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await balances(t, a.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
    expect(await balances(t, b.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
  })
})
