import type { AwardFlagSource } from '../activity/activities/award-flags.ts'
import { loadLadders } from './ladder.ts'
import { awardClaimed, dailyBonusAward, signInAward } from './vip.awards.ts'
import { vipFigures } from './vip.figures.ts'

/**
 * vipAwardFlag: today's (UTC) VIP daily bonus or sign-in award pays something at the player's level and is
 * not claimed yet. Level-up rewards are paid by the experience consumer as the level is reached, so none
 * ever waits for a claim.
 */
export const vipFlags: AwardFlagSource = async (db, userId, now) => {
  const [{ vip }, ladders] = await Promise.all([vipFigures(db, userId), loadLadders(db)])
  const level = ladders.vip.find((l) => l.level === vip)
  if (!level) return {}
  const waiting = async (award: typeof dailyBonusAward) =>
    award.amountAt(level) > 0 && !(await awardClaimed(db, award, userId, now))
  const [daily, signIn] = await Promise.all([waiting(dailyBonusAward), waiting(signInAward)])
  return { vipAwardFlag: daily || signIn }
}
