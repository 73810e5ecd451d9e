/**
 * What a coupon gives (spec 3 prize ids; 0034_coupons.sql), zod-free so the deposit page's preview and the
 * server's settlement share one rule: the prize id range names the kind; a percent coupon pays
 * floor(deposit x percentBp / 10000) up to maxAmount, the others their amount; nothing below minDeposit.
 */
export type CouponKind = 'percent' | 'fixed' | 'give'

export function couponKind(typeId: number): CouponKind {
  if (typeId <= 1099) return 'percent'
  if (typeId <= 1299) return 'fixed'
  return 'give'
}

export interface CouponRule {
  /** The prize id (1001-1399). */
  typeId: number
  percentBp: number
  amount: number
  maxAmount: number
  minDeposit: number
}

/** What the coupon pays on a deposit of `deposit` minor units. */
export function couponValue(rule: CouponRule, deposit: number): number {
  if (deposit < rule.minDeposit) return 0
  if (couponKind(rule.typeId) !== 'percent') return rule.amount
  // bigint keeps deposit * percent exact however large the deposit.
  const raw = Number((BigInt(deposit) * BigInt(rule.percentBp)) / 10_000n)
  return Math.min(raw, rule.maxAmount)
}

/** Whether a prize id names a coupon type (spec 3: 1001-1399). */
export const isCouponPrize = (propId: number): boolean => propId >= 1001 && propId <= 1399
