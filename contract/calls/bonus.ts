import { z } from 'zod'
import { minorUnits } from '../common.ts'

/**
 * Bonus money (deposit bonuses the player opted into): kept apart from cash in the bonus balance, never
 * bet; valid cash bets placed after a grant count towards its wagering (wagerMultiple x the bonus, at most
 * 10x), oldest grant first; a grant whose wagering is met moves to cash once. Amounts are minor units.
 */
export const bonusGrantSchema = z.object({
  id: z.number().int(),
  amount: minorUnits,
  wagerMultiple: z.number().int(),
  /** Cash bets needed to release it. */
  required: minorUnits,
  /** Cash bets counted so far. */
  wagered: minorUnits,
  /** Epoch seconds. */
  createdAt: z.number().int(),
})

export const bonusBalanceReply = z.object({
  /** The bonus balance: the active grants' money, apart from cash. */
  bonus: minorUnits,
  /** Over the active grants: cash bets counted and needed. */
  wagered: minorUnits,
  required: minorUnits,
  /** Active grants, oldest (the one bets fill first) first. */
  list: z.array(bonusGrantSchema),
})
export type BonusBalance = z.infer<typeof bonusBalanceReply>
