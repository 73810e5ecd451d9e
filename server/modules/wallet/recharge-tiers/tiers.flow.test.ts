import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { placeOrder, sendWebhook } from '../deposit/deposit.test-helpers.ts'
import { playerBalances } from '../ledger/ledger.ts'

// Seeded tiers (0031_recharge_kinds.sql): 500.00 -> 10.00, 2000.00 -> 50.00, 5000.00 -> 150.00.
describe.each(testDatabases)('accumulated recharge tiers on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const player = async () => {
    const { token, user } = await registerAccount(t)
    return { token, userId: user.id }
  }
  const bonusOf = async (userId: number) => (await playerBalances(t.database.db, userId)).bonus
  const deposit = async (token: string, amount: number, bonusOptIn = false) => {
    const order = await placeOrder(t, token, { rechargeTypeId: 2, amount, bonusOptIn })
    return { order, event: { orderId: order.orderId, outcome: 'approved' as const, amount } }
  }
  const tierRows = (userId: number) =>
    query<{ tier: number; amount: number }>(
      t.database.db,
      sql`SELECT tier, amount::int AS amount FROM bonus_grants WHERE user_id = ${userId} AND tier > 0 ORDER BY tier`,
    )
  const states = async (token?: string) =>
    (await call(t, 'getRechargeTiers', {}, token ? { token } : {})).data as {
      joined: boolean
      total: number
      tiers: { tier: number; threshold: number; bonus: number; state: string }[]
    }

  it('shows visitors the tiers, and refuses their join', async () => {
    expect(await states()).toEqual({
      joined: false,
      total: 0,
      tiers: [
        { ruleId: 7, tier: 1, threshold: 50_000, bonus: 1_000, wagerMultiple: 5, state: 'next' },
        { ruleId: 7, tier: 2, threshold: 200_000, bonus: 5_000, wagerMultiple: 5, state: 'locked' },
        { ruleId: 7, tier: 3, threshold: 500_000, bonus: 15_000, wagerMultiple: 5, state: 'locked' },
      ],
    })
    expect((await call(t, 'joinRechargeTiers', {})).status).toBe(401)
  })

  it('pays nothing without the join; after it, the next deposit pays every reached tier once', async () => {
    const { token, userId } = await player()
    const first = await deposit(token, 300_000)
    expect((await sendWebhook(t, first.event)).status).toBe(200)
    expect(await bonusOf(userId)).toBe(0)
    expect((await states(token)).tiers.map((x) => x.state)).toEqual(['reached', 'reached', 'next'])

    expect((await call(t, 'joinRechargeTiers', {}, { token })).data).toEqual({ joined: true })
    expect((await call(t, 'joinRechargeTiers', {}, { token })).data).toEqual({ joined: true })
    const second = await deposit(token, 20_000)
    const eventId = 'evt_tier_replay_1'
    expect((await sendWebhook(t, { ...second.event, eventId })).status).toBe(200)
    expect((await sendWebhook(t, { ...second.event, eventId })).status).toBe(200)
    // 10.00 + 50.00, bonus money; the deposit itself opted into nothing.
    expect(await bonusOf(userId)).toBe(6_000)
    expect(await tierRows(userId)).toEqual([
      { tier: 1, amount: 1_000 },
      { tier: 2, amount: 5_000 },
    ])
    const after = await states(token)
    expect(after.joined).toBe(true)
    expect(after.total).toBe(320_000)
    expect(after.tiers.map((x) => x.state)).toEqual(['paid', 'paid', 'next'])

    // Crossing the last tier later pays it alone.
    const third = await deposit(token, 200_000)
    await sendWebhook(t, third.event)
    expect(await bonusOf(userId)).toBe(6_000 + 15_000)
    expect((await tierRows(userId)).map((r) => r.tier)).toEqual([1, 2, 3])
  })

  it('a joined player crossing one tier with one deposit and with ten parallel deposits is paid once', async () => {
    const a = await player()
    await call(t, 'joinRechargeTiers', {}, { token: a.token })
    const one = await deposit(a.token, 60_000)
    await sendWebhook(t, one.event)
    expect(await bonusOf(a.userId)).toBe(1_000)

    const b = await player()
    await call(t, 'joinRechargeTiers', {}, { token: b.token })
    // Ten deposits of 60.00 settling at once: whichever one reaches 500.00 pays tier 1 (10.00), once.
    const orders = await Promise.all(Array.from({ length: 10 }, () => deposit(b.token, 6_000)))
    const results = await Promise.all(orders.map((o) => sendWebhook(t, o.event)))
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(await bonusOf(b.userId)).toBe(1_000)
    expect(await tierRows(b.userId)).toEqual([{ tier: 1, amount: 1_000 }])
    expect((await states(b.token)).total).toBe(60_000)
  })

  it('opted-in deposits add their per-deposit bonuses beside the tiers', async () => {
    const { token, userId } = await player()
    await call(t, 'joinRechargeTiers', {}, { token })
    // First deposit of 600.00: first deposit 20% capped at 100.00 + every deposit 5% capped at 20.00 +
    // tier 1 (10.00) = 130.00.
    const d = await deposit(token, 60_000, true)
    await sendWebhook(t, d.event)
    expect(await bonusOf(userId)).toBe(13_000)
  })
})
