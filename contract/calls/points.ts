import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'
import { couponTermsSchema } from './coupons.ts'

/**
 * Points (spec 3 prize 2002, route /points): a loyalty balance, not money. Earned by the operator's rules
 * (valid bets, the daily sign-in), spent in the shop on coins. Points are whole numbers; coin amounts are
 * minor units. User info's `lottery` is the same balance.
 */

export const pointsInfoRequest = requestBody({})

export const pointsInfoReply = z.object({
  /** The caller's points balance (0 for a visitor). */
  points: z.number().int(),
  /** How points are earned, in the operator's order; only rules that are on. */
  rules: z.array(
    z.object({
      /** 'bet': `points` for every `perAmount` minor units of valid bets; 'signIn': `points` per daily sign-in. */
      action: z.enum(['bet', 'signIn']),
      points: z.number().int(),
      perAmount: z.number().int(),
    }),
  ),
  /** What points buy, in the operator's order; only items that are on. */
  items: z.array(
    z.object({
      id: z.number().int(),
      /** What the item gives: 'coin' = `amount` minor units to the cash balance; 'coupon' = one coupon. */
      kind: z.enum(['coin', 'coupon']),
      /** Points it costs. */
      cost: z.number().int(),
      amount: z.number().int(),
      /** Exchanges per player and UTC day; 0 = no limit. */
      dailyLimit: z.number().int(),
      /** How many more the caller may take today (-1 = no limit). */
      leftToday: z.number().int(),
      /** A coupon item's coupon and its terms (null for coins). */
      coupon: couponTermsSchema.nullable(),
    }),
  ),
})

/** An item id of the shop. */
export const pointsExchangeRequest = requestBody({ id: z.number().int().min(1).max(1_000_000) })

export const pointsExchangeReply = z.object({
  /** The item taken. */
  id: z.number().int(),
  /** Points spent. */
  cost: z.number().int(),
  /** Minor units paid to the cash balance (0 for a coupon). */
  amount: z.number().int(),
  /** The coupon issued (getMyCoupons' id); 0 for coins. */
  couponId: z.number().int(),
  /** The points balance after it. */
  points: z.number().int(),
  /** The cash balance after it. */
  coin: z.number().int(),
})

export const pointsLogRequest = requestBody(pageParams)

export const pointsLogReply = z.object({
  ...pageReplyFields,
  /** Newest movement first. */
  list: z.array(
    z.object({
      id: z.number().int(),
      /** 'earn': points credited (by a rule); 'spend': points spent in the shop. */
      type: z.enum(['earn', 'spend']),
      /** Points added (positive) or taken (negative). */
      points: z.number().int(),
      /** The balance right after it. */
      balance: z.number().int(),
      /** What earned them ('bet', 'signIn', a jackpot draw 'jackpot', a task 'task', a mail's gift 'mail') or what was bought: coins ('item', with the coin amount) or a coupon ('coupon'). */
      source: z.enum(['bet', 'signIn', 'jackpot', 'task', 'mail', 'item', 'coupon']),
      amount: z.number().int(),
      /** Epoch seconds. */
      time: z.number().int(),
    }),
  ),
})
