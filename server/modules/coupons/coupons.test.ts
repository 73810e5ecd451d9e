import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { cashOf, placeOrder, sendWebhook } from '../wallet/deposit/deposit.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { postMovement } from '../wallet/ledger/ledger.ts'
import { player } from '../wallet/wallet.test-helpers.ts'

/**
 * Coupons against what 0034_coupons.sql ships: shop item 5 = coupon 1001 (10% of the deposit, at most
 * R$20.00, deposits from R$20.00, 7 days) for 300 points; item 6 = coupon 1201 (R$5.00 on deposits from
 * R$50.00, 14 days) for 400; item 7 = coupon 1301 (R$2.00 on any deposit, 30 days) for 250.
 */
const DAY = 86_400_000

let seq = 0
async function givePoints(t: TestApp, userId: number, points: number) {
  await postMovement(
    t.database.db,
    {
      kind: PointsTxKind.earn,
      userId,
      idempotencyKey: `test-coupon-points:${userId}:${++seq}`,
      ref: { type: 'points', id: 'bet' },
      postings: [
        { account: { userId, kind: PlayerAccount.points }, amount: points },
        { account: { system: SystemAccount.pointsIssued }, amount: -points },
      ],
    },
    t.now(),
  )
}

/** A player holding one coupon bought from shop item `itemId`; returns the coupon's id too. */
async function withCoupon(t: TestApp, itemId: number) {
  const p = await player(t)
  await givePoints(t, p.id, 1_000)
  const bought = await call(t, 'pointsExchange', { id: itemId }, { token: p.token })
  expect(bought.status, JSON.stringify(bought)).toBe(200)
  return { ...p, couponId: bought.data.couponId as number }
}

const coupons = async (t: TestApp, token: string, locale?: string) =>
  (await call(t, 'getMyCoupons', {}, locale ? { token, locale } : { token })).data.list

/** The coupon payments in the ledger for a coupon: [key, amount credited to cash]. */
async function couponPayments(t: TestApp, couponId: number) {
  const rows = await query<{ key: string; amount: string | number }>(
    t.database.db,
    sql`SELECT t.idempotency_key AS key, p.amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'cash'
        WHERE t.ref_type = 'coupon' AND t.ref_id = ${String(couponId)}`,
  )
  return rows.map((r) => [r.key, Number(r.amount)])
}

const approve = (t: TestApp, order: { orderId: string; amount: number }) =>
  sendWebhook(t, { orderId: order.orderId, outcome: 'approved', amount: order.amount })

describe.each(testDatabases)('coupons on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('sells coupons in the points shop with their terms and lists them, named in the player language', async () => {
    const info = await call(t, 'getPointsInfo', {}, { locale: 'pt-BR' })
    expect(info.data.items.filter((i: { kind: string }) => i.kind === 'coupon')).toEqual([
      {
        id: 5,
        kind: 'coupon',
        cost: 300,
        amount: 1,
        dailyLimit: 0,
        leftToday: -1,
        coupon: {
          typeId: 1001,
          kind: 'percent',
          name: 'Turbo de 10% no depósito',
          percentBp: 1000,
          amount: 0,
          maxAmount: 2000,
          minDeposit: 2000,
          validDays: 7,
        },
      },
      expect.objectContaining({ id: 6, coupon: expect.objectContaining({ typeId: 1201, kind: 'fixed' }) }),
      expect.objectContaining({ id: 7, coupon: expect.objectContaining({ typeId: 1301, kind: 'give' }) }),
    ])
    expect(info.data.items[0].coupon).toBeNull()

    const p = await player(t)
    expect(await coupons(t, p.token)).toEqual([])
    await givePoints(t, p.id, 500)
    const bought = await call(t, 'pointsExchange', { id: 6 }, { token: p.token })
    expect(bought.data).toEqual({
      id: 6,
      cost: 400,
      amount: 0,
      couponId: expect.any(Number),
      points: 100,
      coin: 0,
    })
    const now = Math.floor(t.now() / 1000)
    expect(await coupons(t, p.token, 'es')).toEqual([
      {
        id: bought.data.couponId,
        typeId: 1201,
        kind: 'fixed',
        name: 'Cupón de depósito',
        percentBp: 0,
        amount: 500,
        maxAmount: 0,
        minDeposit: 5000,
        validDays: 14,
        state: 'usable',
        issuedAt: now,
        expiresAt: now + 14 * 86_400,
        orderId: '',
        orderAmount: 0,
        value: 0,
        usedAt: 0,
      },
    ])
    const log = await call(t, 'getPointsLog', {}, { token: p.token })
    expect(log.data.list[0]).toMatchObject({ type: 'spend', points: -400, source: 'coupon', amount: 0 })
    // Nobody else sees it.
    const other = await player(t)
    expect(await coupons(t, other.token)).toEqual([])
    expect((await call(t, 'getMyCoupons', {})).status).toBe(401)
  })

  it('pays a fixed coupon once on the deposit that uses it, and names that deposit', async () => {
    const p = await withCoupon(t, 6)
    const low = await call(
      t,
      'recharge',
      { rechargeTypeId: 1, amount: 4_999, couponId: p.couponId },
      { token: p.token },
    )
    expect([low.status, low.code, low.msg]).toEqual([400, 1804, 'couponBelowMinimum'])
    const order = await placeOrder(t, p.token, { rechargeTypeId: 1, amount: 10_000, couponId: p.couponId })
    // The refused order was never written: only the one above exists.
    const [orders] = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id = ${p.id}`,
    )
    expect(orders?.n).toBe(1)
    expect((await approve(t, order)).status).toBe(200)
    expect(await cashOf(t, p.id)).toBe(10_500)
    // A replayed event and a second approval move nothing more.
    expect((await approve(t, order)).status).toBe(200)
    expect(await cashOf(t, p.id)).toBe(10_500)
    expect(await couponPayments(t, p.couponId)).toEqual([[`coupon:${p.couponId}`, 500]])
    expect(await coupons(t, p.token)).toMatchObject([
      {
        id: p.couponId,
        state: 'used',
        orderId: order.orderId,
        orderAmount: 10_000,
        value: 500,
        usedAt: Math.floor(t.now() / 1000),
      },
    ])
    const again = await call(
      t,
      'recharge',
      { rechargeTypeId: 1, amount: 10_000, couponId: p.couponId },
      { token: p.token },
    )
    expect([again.status, again.code, again.msg]).toEqual([409, 1802, 'couponUsed'])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('pays a percent coupon up to its cap, and a gift coupon on any deposit', async () => {
    const pct = await withCoupon(t, 5)
    // 10% of 300.00 is 30.00, capped at 20.00.
    const big = await placeOrder(t, pct.token, { rechargeTypeId: 1, amount: 30_000, couponId: pct.couponId })
    await approve(t, big)
    expect(await cashOf(t, pct.id)).toBe(32_000)
    const small = await withCoupon(t, 5)
    // 10% of 25.50 is 2.55.
    const order = await placeOrder(t, small.token, {
      rechargeTypeId: 1,
      amount: 2_550,
      couponId: small.couponId,
    })
    await approve(t, order)
    expect(await cashOf(t, small.id)).toBe(2_805)
    const gift = await withCoupon(t, 7)
    const any = await placeOrder(t, gift.token, { rechargeTypeId: 1, amount: 2_000, couponId: gift.couponId })
    await approve(t, any)
    expect(await cashOf(t, gift.id)).toBe(2_200)
  })

  it("refuses someone else's coupon, an unknown one and an expired one, and changes nothing", async () => {
    const owner = await withCoupon(t, 5)
    const thief = await player(t)
    for (const couponId of [owner.couponId, 999_999_999]) {
      const res = await call(
        t,
        'recharge',
        { rechargeTypeId: 1, amount: 10_000, couponId },
        { token: thief.token },
      )
      expect([res.status, res.code, res.msg]).toEqual([404, 1801, 'couponNotFound'])
    }
    for (const couponId of [0, -1, 'x', 1.5]) {
      const res = await call(
        t,
        'recharge',
        { rechargeTypeId: 1, amount: 10_000, couponId },
        { token: thief.token },
      )
      expect(res.status).toBe(400)
    }
    // Bought 7 days ago: it expires now, to the millisecond (the clock stays; a session would expire too).
    await t.database.db.execute(
      sql`UPDATE player_coupons SET issued_at = issued_at - ${`${7 * DAY} milliseconds`}::interval,
                                    expires_at = expires_at - ${`${7 * DAY} milliseconds`}::interval
          WHERE id = ${owner.couponId}`,
    )
    const res = await call(
      t,
      'recharge',
      { rechargeTypeId: 1, amount: 10_000, couponId: owner.couponId },
      { token: owner.token },
    )
    expect([res.status, res.code, res.msg]).toEqual([409, 1803, 'couponExpired'])
    expect(await coupons(t, owner.token)).toMatchObject([{ id: owner.couponId, state: 'expired', value: 0 }])
    const [orders] = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM recharge_orders WHERE user_id IN (${owner.id}, ${thief.id})`,
    )
    expect(orders?.n).toBe(0)
  })

  it('belongs to the newest order it was picked on: an older unpaid order paid later gets nothing', async () => {
    const p = await withCoupon(t, 7)
    const first = await placeOrder(t, p.token, { rechargeTypeId: 1, amount: 2_000, couponId: p.couponId })
    const second = await placeOrder(t, p.token, { rechargeTypeId: 1, amount: 3_000, couponId: p.couponId })
    await approve(t, first)
    expect(await cashOf(t, p.id)).toBe(2_000)
    await approve(t, second)
    expect(await cashOf(t, p.id)).toBe(5_200)
    expect(await coupons(t, p.token)).toMatchObject([{ state: 'used', orderId: second.orderId, value: 200 }])
  })

  it('is used once when 20 deposits race for it', async () => {
    const p = await withCoupon(t, 7)
    const placed = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, 'recharge', { rechargeTypeId: 1, amount: 2_000, couponId: p.couponId }, { token: p.token }),
      ),
    )
    expect(placed.map((r) => r.status)).toEqual(Array(20).fill(200))
    const settled = await Promise.all(placed.map((r) => approve(t, r.data)))
    expect(settled.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(await cashOf(t, p.id)).toBe(20 * 2_000 + 200)
    expect(await couponPayments(t, p.couponId)).toEqual([[`coupon:${p.couponId}`, 200]])
    const used = await coupons(t, p.token)
    expect(used).toMatchObject([{ state: 'used', value: 200 }])
    expect(placed.map((r) => r.data.orderId)).toContain(used[0].orderId)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('a jackpot cell may be a coupon: the draw issues it, and the rank of money prizes leaves it out', async () => {
    const db = t.database.db
    const p = await player(t)
    await db.execute(
      sql`INSERT INTO jackpot_chances (user_id, carry, earned, used, updated_at)
          VALUES (${p.id}, 0, 1, 0, now())`,
    )
    const cells = await query<{
      id: number
      prop_id: number
      count: string
      show_num: string
      weight: number
    }>(db, sql`SELECT id, prop_id, count, show_num, weight FROM jackpot_cells ORDER BY id`)
    await db.execute(sql`UPDATE activities SET status = 1 WHERE id = 8`)
    // Only cell 1 can be drawn, and it is a R$2 gift coupon.
    await db.execute(sql`UPDATE jackpot_cells SET weight = 0`)
    await db.execute(
      sql`UPDATE jackpot_cells SET prop_id = 1301, count = 1, show_num = 200, weight = 1 WHERE id = 1`,
    )
    try {
      const draw = await call(t, 'receiveDrawChance', {}, { token: p.token })
      expect(draw.status, JSON.stringify(draw)).toBe(200)
      expect(draw.data).toMatchObject({ type: 1, propId: 1301, count: 1, bonus: 1, id: 1, total: 0 })
      expect(await coupons(t, p.token)).toMatchObject([{ typeId: 1301, state: 'usable', amount: 200 }])
      const [issued] = await query<{ source: string; source_id: string }>(
        db,
        sql`SELECT source, source_id FROM player_coupons WHERE user_id = ${p.id}`,
      )
      expect(issued).toEqual({ source: 'jackpot', source_id: String(draw.data.drawId) })
      // No money moved for it, and the rank of money prizes does not list it.
      expect(await cashOf(t, p.id)).toBe(0)
      const rank = await call(t, 'getJackpotRank', {}, { token: p.token })
      expect(rank.data.personRank).toBeNull()
      const mine = await query<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM jackpot_draws WHERE user_id = ${p.id} AND prop_id = 1301`,
      )
      expect(mine[0]?.n).toBe(1)
    } finally {
      for (const c of cells) {
        await db.execute(
          sql`UPDATE jackpot_cells SET prop_id = ${c.prop_id}, count = ${c.count}, show_num = ${c.show_num},
                                      weight = ${c.weight} WHERE id = ${c.id}`,
        )
      }
      await db.execute(sql`UPDATE activities SET status = 0 WHERE id = 8`)
    }
  })

  // Proves the race above is real: without the guarded UPDATE, racing settlements all see it unused.
  // Defined on PostgreSQL only (PGlite runs one transaction at a time: no race to show), not skipped on PGlite.
  if (kind === 'postgres')
    it('the test can fail: a read-then-use without the guard uses it many times', async () => {
      const p = await withCoupon(t, 7)
      const uses = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.database.db.transaction(async (tx) => {
            const [c] = await query(
              tx,
              sql`SELECT id FROM player_coupons WHERE id = ${p.couponId} AND used_at IS NULL`,
            )
            await tx.execute(sql`SELECT pg_sleep(0.05)`)
            return c ? 1 : 0
          }),
        ),
      )
      expect(uses.reduce((a: number, b) => a + b, 0)).toBeGreaterThan(1)
    })
})
