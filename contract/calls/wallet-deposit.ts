import { z } from 'zod'
import { minorUnits, requestBody, text, textMatching } from '../common.ts'

/** The largest deposit the contract accepts at all; each channel's maxAmount is lower. */
export const RECHARGE_AMOUNT_MAX = 1_000_000_000_000
/** Minimum item price when the channel sets none (spec 5, 9). */
export const DEFAULT_MIN_AMOUNT = 100
/** Minimum for a player who has deposited before, when settings.minRechargeStatus is set (spec 5, 9). */
export const DEFAULT_MIN_AMOUNT2 = 10_000

const rowId = z.number().int().positive().max(2_147_483_647)
const flag = z.union([z.literal(0), z.literal(1)])

/** 'D' + 24 hex digits. */
export const rechargeOrderId = textMatching(/^D[0-9a-f]{24}$/)

export const RechargeOrderStatus = {
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  expired: 'expired',
} as const
export type RechargeOrderStatus = (typeof RechargeOrderStatus)[keyof typeof RechargeOrderStatus]

/** Spec 3 "Recharge type": a deposit channel as served to this player. */
export const rechargeTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  minAmount: minorUnits,
  minAmount2: minorUnits,
  maxAmount: minorUnits,
  isDefault: flag,
  /** 1 offered (only offered channels are served). */
  status: z.number().int(),
  /** The minimum that applies to this player now: minAmount, or minAmount2 (see DEFAULT_MIN_AMOUNT2). */
  minPrice: minorUnits,
})
export type RechargeType = z.infer<typeof rechargeTypeSchema>

/** Spec 3 "Recharge item": a preset amount. */
export const rechargeItemSchema = z.object({
  id: z.number().int(),
  price: minorUnits,
  sort: z.number().int(),
  /** The bonus this player would get on top if this item were paid now (active rules), minor units. */
  bonus: minorUnits,
})
export type RechargeItem = z.infer<typeof rechargeItemSchema>

/** The most a bonus may ask to be wagered, as a multiple of it (the UK rule from 2026). */
export const MAX_WAGER_MULTIPLE = 10

/**
 * An active recharge bonus rule, for the deposit page's offer and its terms. The terms that do not vary by
 * rule are the same for every bonus and shown with it: it is paid only when the player opts in on the
 * deposit; it is credited as bonus money apart from cash and cannot be bet; valid cash bets placed after
 * it is credited count towards `wagerMultiple` x the bonus; once that is reached the bonus moves to cash,
 * once; it does not expire; a withdrawal never touches it (cash is always the player's to withdraw).
 */
export const rechargeBonusSchema = z.object({
  id: z.number().int(),
  /**
   * Recharge bonus kind 1-13 (spec 3; meanings in server/modules/wallet/deposit/deposit.bonus.ts). Only the
   * per-deposit kinds are served here (not 7, accumulated tiers: getRechargeTiers; not 13, not built).
   */
  kind: z.number().int(),
  name: z.string(),
  /** Percent of the deposit in basis points (500 = 5%). */
  percentBp: z.number().int().nonnegative(),
  fixedAmount: minorUnits,
  /** 0 = no cap. */
  maxBonus: minorUnits,
  minDeposit: minorUnits,
  /** 0 = every channel. */
  rechargeTypeId: z.number().int().nonnegative(),
  /** Cash bets needed to release the bonus, as a multiple of it (1-10). */
  wagerMultiple: z.number().int().min(1).max(MAX_WAGER_MULTIPLE),
})

export const tradeInfoRequest = requestBody({
  /** The hash from the last reply; when it still matches, the maps are left out. */
  hash: text(64).optional(),
})

/** Spec 3 "Trade info". Maps are keyed by id as a string. */
export const tradeInfoReply = z.object({
  /** Offered channels (status 1). Omitted, like the two other maps, when `hash` matched. */
  appRechargeTypeMap: z.record(z.string(), rechargeTypeSchema).optional(),
  /** Channel id -> its visible item ids, by sort (items under the channel's minPrice are hidden). */
  appRechargeTypeItemMap: z.record(z.string(), z.array(z.number().int())).optional(),
  appRechargeItemMap: z.record(z.string(), rechargeItemSchema).optional(),
  appRechargeBonusList: z.array(rechargeBonusSchema).optional(),
  /** Hash of the four fields above as served to this player. */
  hash: z.string(),
  /** Sum of this player's paid deposits. */
  totalRecharge: minorUnits,
  /** Amount of this player's first paid deposit, 0 before it (the FirstDeposit offer applies while 0). */
  firstRecharge: minorUnits,
  /** The channel of the last paid deposit, 0 when none (spec 4 default channel). */
  lastRechargeTypeId: z.number().int().nonnegative(),
  /** ISO 4217 code every amount is in. */
  currency: z.string(),
})
export type TradeInfo = z.infer<typeof tradeInfoReply>

export const rechargeRequest = requestBody({
  rechargeTypeId: rowId,
  /** A preset item of the channel... */
  itemId: rowId.optional(),
  /** ...or a custom amount in minor units (exactly one of the two). */
  amount: z.number().int().positive().max(RECHARGE_AMOUNT_MAX).optional(),
  /** The player accepts the bonus offers (with their terms) on this deposit; missing = no bonus. */
  bonusOptIn: z.boolean().optional(),
  /** One of the player's coupons (getMyCoupons) to use on this deposit: paid with it, used once. */
  couponId: rowId.optional(),
}).superRefine((b, ctx) => {
  if (b.itemId === undefined && b.amount === undefined) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required' })
  } else if (b.itemId !== undefined && b.amount !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'invalidFormat' })
  }
})

export const rechargeOrderSchema = z.object({
  orderId: z.string(),
  status: z.enum(RechargeOrderStatus),
  rechargeTypeId: z.number().int(),
  /** 0 for a custom amount. */
  itemId: z.number().int().nonnegative(),
  amount: minorUnits,
  /** Bonus money granted with the payment (to the bonus balance, not cash); 0 until paid or not opted in. */
  bonus: minorUnits,
  /** Whether the player opted into the bonus on this order. */
  bonusOptIn: z.boolean(),
  currency: z.string(),
  /** Where to send the player to pay (the provider's page); empty once the order is settled. */
  payUrl: z.string(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  /** Epoch seconds, 0 until paid. */
  paidAt: z.number().int(),
})
export type RechargeOrder = z.infer<typeof rechargeOrderSchema>

export const getRechargeOrderRequest = requestBody({ orderId: rechargeOrderId })

/**
 * Spec 4 "Default deposit channel": keep the current one if still offered, else the last used, else the
 * one flagged default, else the first by sort. 0 when no channel is offered.
 */
export function pickRechargeType(
  types: Array<Pick<RechargeType, 'id' | 'sort' | 'isDefault'>>,
  currentId: number,
  lastRechargeTypeId: number,
): number {
  const has = (id: number) => id > 0 && types.some((t) => t.id === id)
  if (has(currentId)) return currentId
  if (has(lastRechargeTypeId)) return lastRechargeTypeId
  const sorted = [...types].sort((a, b) => a.sort - b.sort || a.id - b.id)
  return (sorted.find((t) => t.isDefault === 1) ?? sorted[0])?.id ?? 0
}
