import type { VipData } from '../../../contract/calls/vip.ts'
import type { Db } from '../../db/client.ts'
import { type Ladders, loadLadders } from './ladder.ts'
import { awardClaimed, dailyBonusAward, signInAward } from './vip.awards.ts'
import { type VipFigures, vipFigures } from './vip.figures.ts'

/** The vipData of getVipInfo, worked out from the player's figures and the ladder (pure). */
export function toVipData(
  figures: VipFigures,
  ladders: Ladders,
  claimed: { daily: boolean; signIn: boolean },
): VipData {
  const levels = ladders.vip
  const current = levels.find((l) => l.level === figures.vip) ?? levels[0]
  // Spec 4: at the top of the ladder the next level is the current one.
  const next = levels.find((l) => l.level > figures.vip) ?? current
  const from = current?.experience ?? 0
  const to = next?.experience ?? 0
  const atTop = next === current
  const progress = atTop || to <= from ? 100 : Math.floor(((figures.vipExp - from) * 100) / (to - from))
  return {
    level: figures.vip,
    experience: figures.vipExp,
    nextLevel: next?.level ?? figures.vip,
    nextExperience: to,
    needExperience: atTop ? 0 : Math.max(0, to - figures.vipExp),
    progress: Math.min(100, Math.max(0, progress)),
    betLimit: current?.betLimit ?? 0,
    showType: current?.showType ?? 1,
    dailyBonus: current?.dailyBonus ?? 0,
    dailyClaimed: claimed.daily,
    signInAward: current?.signInAward ?? 0,
    signInClaimed: claimed.signIn,
    levels,
  }
}

export async function getVipInfo(db: Db, userId: number, now: number): Promise<{ vipData: VipData }> {
  const figures = await vipFigures(db, userId)
  const ladders = await loadLadders(db)
  const claimed = {
    daily: await awardClaimed(db, dailyBonusAward, userId, now),
    signIn: await awardClaimed(db, signInAward, userId, now),
  }
  return { vipData: toVipData(figures, ladders, claimed) }
}
