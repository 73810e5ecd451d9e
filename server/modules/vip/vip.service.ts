import { eq, sql } from 'drizzle-orm'
import type { VipData } from '../../../contract/calls/vip.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { playerVip } from '../../db/schema/index.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { MovementConflict, postInTransaction } from '../wallet/ledger/ledger.ts'
import { type Ladders, loadLadders } from './ladder.ts'
import { vipRewardMovement } from './vip.rewards.ts'

/** What user info shows of VIP (spec 3 vip, vipExp, userLevel). */
export interface VipFigures {
  vip: number
  vipExp: number
  userLevel: number
}

/** A player's VIP state as the vip.experience consumer left it; a player who never bet is at 0. */
export async function vipFigures(db: DbOrTx, userId: number): Promise<VipFigures> {
  const [row] = await db
    .select({ level: playerVip.level, experience: playerVip.experience, userLevel: playerVip.userLevel })
    .from(playerVip)
    .where(eq(playerVip.userId, userId))
  return { vip: row?.level ?? 0, vipExp: Number(row?.experience ?? 0), userLevel: row?.userLevel ?? 0 }
}

/** The UTC date of an instant: the daily bonus is once per this date (spec 4). */
export const utcDate = (now: number) => new Date(now).toISOString().slice(0, 10)

export const dailyKey = (userId: number, now: number) => `vip_daily:${userId}:${utcDate(now)}`

async function dailyClaimed(db: DbOrTx, userId: number, now: number): Promise<boolean> {
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ledger_transactions WHERE idempotency_key = ${dailyKey(userId, now)}`,
  )
  return rows.length > 0
}

/** The vipData of getVipInfo, worked out from the player's figures and the ladder (pure). */
export function toVipData(figures: VipFigures, ladders: Ladders, claimed: boolean): VipData {
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
    dailyClaimed: claimed,
    levels,
  }
}

export async function getVipInfo(db: Db, userId: number, now: number): Promise<{ vipData: VipData }> {
  const [figures, ladders, claimed] = [
    await vipFigures(db, userId),
    await loadLadders(db),
    await dailyClaimed(db, userId, now),
  ]
  return { vipData: toVipData(figures, ladders, claimed) }
}

const alreadyClaimed = () => new AppError(ErrorCode.vipDailyClaimed, ErrorMsg.vipDailyClaimed, 409)

/**
 * appVipUserReceiveDaily: the current level's daily bonus, once per UTC day. The ledger key
 * vip_daily:<player>:<date> is what makes it once, however many claims run at the same time: the first
 * posts it, every other finds the key taken (a replay) and is refused.
 */
export async function receiveDaily(
  db: Db,
  userId: number,
  now: number,
): Promise<{ amount: number; coin: number }> {
  const { vip } = await vipFigures(db, userId)
  const amount = (await loadLadders(db)).vip.find((l) => l.level === vip)?.dailyBonus ?? 0
  if (amount <= 0) throw new AppError(ErrorCode.vipDailyNone, ErrorMsg.vipDailyNone, 400)
  const date = utcDate(now)
  const m = vipRewardMovement(userId, amount, dailyKey(userId, now), { type: 'vip_daily', id: date })
  try {
    const posted = await postInTransaction(db, m, now)
    if (posted.replayed) throw alreadyClaimed()
    return { amount, coin: posted.balances.find((b) => b.kind === 'cash')?.balance ?? 0 }
  } catch (e) {
    // The key taken with another amount: the player's level changed since today's claim.
    if (e instanceof MovementConflict) throw alreadyClaimed()
    throw e
  }
}
