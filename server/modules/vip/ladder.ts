import { asc } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { userLevels, vipLevels } from '../../db/schema/index.ts'

/** A level of the operator's VIP ladder (vip_levels, served as appVipMap), amounts in minor units. */
export interface VipLevel {
  level: number
  experience: number
  betLimit: number
  showType: number
  levelUpReward: number
  dailyBonus: number
  signInAward: number
}

export interface Ladders {
  /** Lowest level first. */
  vip: VipLevel[]
  /** The player levels (user_levels, appUserLevelConfigList), lowest first. */
  user: Array<{ level: number; betAmount: number }>
}

/**
 * Read from the tables each time (a dozen rows), not from the per-process config cache: the consumer and
 * the VIP calls then agree with each other about an operator's change at once.
 */
export async function loadLadders(db: DbOrTx): Promise<Ladders> {
  const vip = await db.select().from(vipLevels).orderBy(asc(vipLevels.level))
  const user = await db.select().from(userLevels).orderBy(asc(userLevels.level))
  return {
    vip: vip.map((v) => ({ ...v, experience: Number(v.experience), betLimit: Number(v.betLimit) })),
    user: user.map((l) => ({ level: l.level, betAmount: Number(l.betAmount) })),
  }
}

/** The highest level whose threshold the experience reaches; 0 below every threshold. */
export function levelFor(
  thresholds: ReadonlyArray<{ level: number; threshold: number }>,
  experience: number,
) {
  let level = 0
  for (const t of thresholds) if (experience >= t.threshold && t.level > level) level = t.level
  return level
}

export const vipLevelFor = (ladders: Ladders, experience: number) =>
  levelFor(
    ladders.vip.map((v) => ({ level: v.level, threshold: v.experience })),
    experience,
  )

export const userLevelFor = (ladders: Ladders, experience: number) =>
  levelFor(
    ladders.user.map((l) => ({ level: l.level, threshold: l.betAmount })),
    experience,
  )
