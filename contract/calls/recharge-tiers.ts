import { z } from 'zod'
import { minorUnits } from '../common.ts'

/**
 * Accumulated recharge (recharge bonus kind 7, /bonus/event): tiers over the player's total paid deposits.
 * The player joins once (joinRechargeTiers); from then on every tier the total reaches is paid once, when
 * a deposit settles, as bonus money with the same wagering and release terms as a deposit bonus. Tiers
 * reached before joining are paid at the next settled deposit. Amounts are minor units.
 */
export const TierState = { paid: 'paid', reached: 'reached', next: 'next', locked: 'locked' } as const

export const rechargeTierSchema = z.object({
  ruleId: z.number().int(),
  /** 1-based within its rule. */
  tier: z.number().int(),
  /** Total paid deposits that reach it. */
  threshold: minorUnits,
  bonus: minorUnits,
  /** Cash bets needed to release the bonus, as a multiple of it (1-10). */
  wagerMultiple: z.number().int(),
  /** paid: granted; reached: total is there, paid at the next deposit once joined; next; locked. */
  state: z.enum(['paid', 'reached', 'next', 'locked']),
})
export type RechargeTier = z.infer<typeof rechargeTierSchema>

export const rechargeTiersReply = z.object({
  /** False for visitors and players who have not joined. */
  joined: z.boolean(),
  /** The player's total paid deposits (0 for visitors). */
  total: minorUnits,
  /** Every switched-on tier, by threshold; empty when the operator runs none. */
  tiers: z.array(rechargeTierSchema),
})
export type RechargeTiers = z.infer<typeof rechargeTiersReply>

export const joinRechargeTiersReply = z.object({ joined: z.literal(true) })
