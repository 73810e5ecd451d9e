import { sql } from 'drizzle-orm'
import { couponValue } from '../../../contract/coupon-value.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import { TxKind } from '../../../contract/wallet-kinds.ts'
import type { Tx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { houseAward } from '../wallet/ledger/house-award.ts'
import { postInTransaction } from '../wallet/ledger/ledger.ts'
import { type CouponTypeRow, toCouponType } from './coupons.terms.ts'

/**
 * A coupon on a deposit. `holdCoupon` runs when the order is written, in its transaction: it locks the
 * coupon, refuses one that is not the caller's, used, expired or above the deposit, and points the coupon
 * at the new order (a newer order takes it from an unpaid one). `redeemOrderCoupon` runs when that order is
 * paid, in the settlement's transaction: only the coupon still pointing at this order and unused is
 * marked used and its value paid (house -> cash, key coupon:<id>), so a coupon pays once however many
 * deposits race for it.
 */
export const couponNotFound = () => new AppError(ErrorCode.couponNotFound, ErrorMsg.couponNotFound, 404)
export const couponUsed = () => new AppError(ErrorCode.couponUsed, ErrorMsg.couponUsed, 409)
export const couponExpired = () => new AppError(ErrorCode.couponExpired, ErrorMsg.couponExpired, 409)
export const couponBelowMinimum = () =>
  new AppError(ErrorCode.couponBelowMinimum, ErrorMsg.couponBelowMinimum, 400)

export async function holdCoupon(
  tx: Tx,
  userId: number,
  couponId: number,
  order: { id: string; amount: number },
  now: number,
): Promise<void> {
  const [c] = await query<{
    user_id: string | number
    used_at: unknown
    expires_at: string | Date
    min_deposit: string | number
  }>(
    tx,
    sql`SELECT c.user_id, c.used_at, c.expires_at, t.min_deposit
        FROM player_coupons c JOIN coupon_types t ON t.id = c.type_id
        WHERE c.id = ${couponId} FOR UPDATE OF c`,
  )
  // Someone else's coupon answers like a missing one: its existence is not the caller's to learn.
  if (!c || Number(c.user_id) !== userId) throw couponNotFound()
  if (c.used_at !== null) throw couponUsed()
  if (new Date(c.expires_at).getTime() <= now) throw couponExpired()
  if (order.amount < Number(c.min_deposit)) throw couponBelowMinimum()
  await tx.execute(sql`UPDATE player_coupons SET order_id = ${order.id} WHERE id = ${couponId}`)
}

/** Pays the coupon the paid order holds, if any; returns what it paid (0 without one). */
export async function redeemOrderCoupon(
  tx: Tx,
  order: { id: string; userId: number; amount: number },
  now: number,
): Promise<number> {
  const [c] = await query<CouponTypeRow & { coupon_id: string | number }>(
    tx,
    sql`SELECT c.id AS coupon_id, t.id, t.percent_bp, t.amount, t.max_amount, t.min_deposit, t.valid_days
        FROM player_coupons c JOIN coupon_types t ON t.id = c.type_id
        WHERE c.order_id = ${order.id} AND c.user_id = ${order.userId} AND c.used_at IS NULL
        FOR UPDATE OF c`,
  )
  if (!c) return 0
  const couponId = Number(c.coupon_id)
  const type = toCouponType(c)
  const value = couponValue({ ...type, typeId: type.id }, order.amount)
  await tx.execute(
    sql`UPDATE player_coupons SET used_at = ${new Date(now).toISOString()}::timestamptz, value = ${value}
        WHERE id = ${couponId}`,
  )
  if (value === 0) return 0
  await postInTransaction(
    tx,
    houseAward({
      kind: TxKind.bonus,
      userId: order.userId,
      amount: value,
      key: `coupon:${couponId}`,
      ref: { type: 'coupon', id: String(couponId) },
      event: { coupon: couponId, couponType: Number(c.id), orderId: order.id },
    }),
    now,
  )
  return value
}
