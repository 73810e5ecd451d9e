import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, withdrawals } from '../../db/schema/index.ts'
import { type EffectKey, KeyClaimed } from '../../http/idempotency.ts'
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
    key: null,
  })
  const keyOf = (userId: number, id: string): EffectKey => ({
    scope: `u:${userId}`,
    id,
    call: 'exchange',
    requestHash: 'h',
    claimed: false,
  })
  const keyRow = async (scope: string, id: string) =>
    (
      await db()
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, id)))
    )[0]

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

  it("claims each call's idempotency key with its hold: a key sent twice holds once, the other is told", async () => {
    const a = await readyPlayer(t, 50_000)
    const first = { ...hold(a, 20_000), key: keyOf(a.id, 'batch-key-1') }
    const again = { ...hold(a, 20_000), key: keyOf(a.id, 'batch-key-1') }
    const short = { ...hold(a, 90_000), key: keyOf(a.id, 'batch-key-2') }
    const results = await Promise.allSettled([first, again, short].map((c) => insertHeldWithdrawal(db(), c)))
    expect(results[0]).toMatchObject({ status: 'fulfilled', value: { coin: 30_000 } })
    expect(results[1]).toMatchObject({ status: 'rejected', reason: expect.any(KeyClaimed) })
    // Refused for funds, the key is still the call's: its refusal is its answer.
    expect(results[2]).toEqual({ status: 'fulfilled', value: null })
    expect([first.key.claimed, again.key.claimed, short.key.claimed]).toEqual([true, false, true])
    expect(await keyRow(`u:${a.id}`, 'batch-key-1')).toMatchObject({ call: 'exchange', statusCode: null })
    expect(await keyRow(`u:${a.id}`, 'batch-key-2')).toMatchObject({ call: 'exchange', statusCode: null })
    expect(await balances(t, a.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
  })

  it('leaves no key behind for a hold the database refuses', async () => {
    const a = await readyPlayer(t, 50_000)
    const bad = { ...hold(a, 20_000), card: { ...hold(a, 20_000).card, id: 987_654_321 } }
    const ok = { ...hold(a, 20_000), key: keyOf(a.id, 'batch-key-3') }
    const failed = { ...bad, key: keyOf(a.id, 'batch-key-4') }
    const results = await Promise.allSettled([ok, failed].map((c) => insertHeldWithdrawal(db(), c)))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
    expect(await keyRow(`u:${a.id}`, 'batch-key-3')).toBeDefined()
    expect(await keyRow(`u:${a.id}`, 'batch-key-4')).toBeUndefined()
    expect(failed.key.claimed).toBe(false)
  })
})
