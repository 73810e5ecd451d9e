import { z } from 'zod'
import { emptyRequest } from '../common.ts'
import { vipLevelSchema } from './config.ts'

/**
 * VIP (spec 7 "VIP": getVipInfo, appVipUserReceiveDaily, appVipUserReceiveSignInAward). Experience is the player's valid bet total in
 * minor units (rollbacks taken back out); the levels are the operator's ladder (appVipMap). The VIP state
 * follows bets through the outbox, so a bet shows here within a moment, not in the bet's own reply.
 */

export const vipDataSchema = z.object({
  level: z.number().int(),
  experience: z.number().int(),
  /** The next level, or the current one at the top of the ladder (spec 4). */
  nextLevel: z.number().int(),
  /** The experience that reaches nextLevel. */
  nextExperience: z.number().int(),
  /** Experience still needed for nextLevel; 0 at the top. */
  needExperience: z.number().int(),
  /** Percent of the way from the current level to the next, 0-100 (floored); 100 at the top. */
  progress: z.number().int(),
  /** The current level's betLimit and VIP theme. */
  betLimit: z.number().int(),
  showType: z.number().int(),
  /** What appVipUserReceiveDaily pays today at this level (0 at level 0). */
  dailyBonus: z.number().int(),
  /** Whether today's (UTC) daily bonus is already paid. */
  dailyClaimed: z.boolean(),
  /** What appVipUserReceiveSignInAward pays today at this level, and whether today's is already paid. */
  signInAward: z.number().int(),
  signInClaimed: z.boolean(),
  /** Every level and what it gives, lowest first. */
  levels: z.array(vipLevelSchema),
})
export type VipData = z.infer<typeof vipDataSchema>

export const vipInfoReply = z.object({ vipData: vipDataSchema })

/** The reply of appVipUserReceiveDaily and appVipUserReceiveSignInAward. */
export const receiveDailyReply = z.object({
  /** What was paid to the cash balance. */
  amount: z.number().int(),
  /** The cash balance after it. */
  coin: z.number().int(),
})

export { emptyRequest }
