import { sql } from 'drizzle-orm'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'
import { MovementConflict, postInTransaction } from '../wallet/ledger/ledger.ts'
import { loadLadders, type VipLevel } from './ladder.ts'
import { vipFigures } from './vip.figures.ts'
import { vipRewardMovement } from './vip.rewards.ts'

/** A VIP award paid once per UTC day, its amount by the player's level. */
export interface DailyAward {
  /** The ledger key's prefix and the movement's ref type: <prefix>:<player>:<yyyy-mm-dd>. */
  prefix: string
  amountAt(level: VipLevel): number
  claimed: { code: number; msg: string }
  none: { code: number; msg: string }
}

export const dailyBonusAward: DailyAward = {
  prefix: 'vip_daily',
  amountAt: (l) => l.dailyBonus,
  claimed: { code: ErrorCode.vipDailyClaimed, msg: ErrorMsg.vipDailyClaimed },
  none: { code: ErrorCode.vipDailyNone, msg: ErrorMsg.vipDailyNone },
}

export const signInAward: DailyAward = {
  prefix: 'vip_signin',
  amountAt: (l) => l.signInAward,
  claimed: { code: ErrorCode.vipSignInClaimed, msg: ErrorMsg.vipSignInClaimed },
  none: { code: ErrorCode.vipSignInNone, msg: ErrorMsg.vipSignInNone },
}

/** The UTC date of an instant: each award is once per this date (spec 4). */
export const utcDate = (now: number) => new Date(now).toISOString().slice(0, 10)

export const awardKey = (award: DailyAward, userId: number, now: number) =>
  `${award.prefix}:${userId}:${utcDate(now)}`

/** Whether the award of the UTC day of `now` is already paid. */
export async function awardClaimed(db: DbOrTx, award: DailyAward, userId: number, now: number) {
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ledger_transactions WHERE idempotency_key = ${awardKey(award, userId, now)}`,
  )
  return rows.length > 0
}

/**
 * Pays the award at the player's current level, once per UTC day (appVipUserReceiveDaily,
 * appVipUserReceiveSignInAward). The ledger key is what makes it once, however many claims run at the same
 * time: the first posts it, every other finds the key taken and is refused.
 */
export async function receiveAward(
  db: Db,
  award: DailyAward,
  userId: number,
  now: number,
): Promise<{ amount: number; coin: number }> {
  const { vip } = await vipFigures(db, userId)
  const level = (await loadLadders(db)).vip.find((l) => l.level === vip)
  const amount = level ? award.amountAt(level) : 0
  if (amount <= 0) throw new AppError(award.none.code, award.none.msg, 400)
  const claimed = () => new AppError(award.claimed.code, award.claimed.msg, 409)
  const ref = { type: award.prefix, id: utcDate(now) }
  try {
    const posted = await postInTransaction(
      db,
      vipRewardMovement(userId, amount, awardKey(award, userId, now), ref),
      now,
    )
    if (posted.replayed) throw claimed()
    return { amount, coin: posted.balances.find((b) => b.kind === 'cash')?.balance ?? 0 }
  } catch (e) {
    // The key taken with another amount: the player's level changed since today's claim.
    if (e instanceof MovementConflict) throw claimed()
    throw e
  }
}
