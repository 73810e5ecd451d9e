import { z } from 'zod'
import { requestBody } from '../common.ts'
import type { CouponKind } from '../coupon-value.ts'

/**
 * Coupons (spec 3 prize ids 1001-1399): items a player owns, bought in the points shop, each used once on
 * a deposit. What a coupon gives depends on its prize id range:
 * - 'percent' (1001-1099): `percentBp` basis points of the deposit, at most `maxAmount`;
 * - 'fixed' (1201-1299): `amount`;
 * - 'give' (1301-1399): `amount` on any deposit (`minDeposit` 0).
 * A deposit of at least `minDeposit` made before `expiresAt` may use it; the value is paid to cash when the
 * deposit is paid. Amounts are minor units.
 */
export const COUPON_KINDS = ['percent', 'fixed', 'give'] as const satisfies readonly CouponKind[]

/** What a coupon type gives (shop items and the player's coupons share it). */
export const couponTermsSchema = z.object({
  /** The prize id (1001-1399). */
  typeId: z.number().int(),
  kind: z.enum(COUPON_KINDS),
  /** The type's name in the caller's language. */
  name: z.string(),
  percentBp: z.number().int(),
  amount: z.number().int(),
  /** The most a percent coupon pays (0 for the others). */
  maxAmount: z.number().int(),
  minDeposit: z.number().int(),
  /** Days from issue until it expires. */
  validDays: z.number().int(),
})
export type CouponTerms = z.infer<typeof couponTermsSchema>

/** 'usable': may be picked on a deposit; 'used': a paid deposit used it; 'expired': past expiresAt unused. */
export const COUPON_STATES = ['usable', 'used', 'expired'] as const

export const myCouponsRequest = requestBody({})

export const couponSchema = couponTermsSchema.extend({
  id: z.number().int(),
  state: z.enum(COUPON_STATES),
  /** Epoch seconds. */
  issuedAt: z.number().int(),
  expiresAt: z.number().int(),
  /** The deposit that used it ('' while unused) and that deposit's amount (0). */
  orderId: z.string(),
  orderAmount: z.number().int(),
  /** What it paid to cash (0 while unused). */
  value: z.number().int(),
  /** Epoch seconds; 0 while unused. */
  usedAt: z.number().int(),
})
export type Coupon = z.infer<typeof couponSchema>

/** The caller's coupons: usable first (soonest to expire first), then used and expired, newest first. */
export const myCouponsReply = z.object({ list: z.array(couponSchema) })
