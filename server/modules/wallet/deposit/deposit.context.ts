import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import type { DepositContext } from './deposit.bonus.ts'

const DAY_MS = 86_400_000

/** 00:00 UTC of now's day and of the Monday of now's ISO week. */
export function periodStarts(now: number): { day: Date; week: Date } {
  const day = Math.floor(now / DAY_MS) * DAY_MS
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7
  return { day: new Date(day), week: new Date(day - sinceMonday * DAY_MS) }
}

export type PlayerDepositContext = Omit<DepositContext, 'amount' | 'rechargeTypeId' | 'itemId'>

/**
 * The player's side of a deposit's bonus context, as if a deposit were paid now: settlement reads it
 * under the player's row lock before marking the order paid (so its paid orders are the earlier ones),
 * getTradeInfo reads it for the preview.
 */
export async function playerDepositContext(
  db: DbOrTx,
  userId: number,
  now: number,
): Promise<PlayerDepositContext> {
  const { day, week } = periodStarts(now)
  const [row] = await query<{ paid: number; today: number; week: number; vip: number; invited: boolean }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM recharge_orders WHERE user_id = ${userId} AND status = 'paid')::int AS paid,
          (SELECT count(*) FROM recharge_orders WHERE user_id = ${userId} AND status = 'paid'
             AND paid_at >= ${day.toISOString()})::int AS today,
          (SELECT count(*) FROM recharge_orders WHERE user_id = ${userId} AND status = 'paid'
             AND paid_at >= ${week.toISOString()})::int AS week,
          coalesce((SELECT level FROM player_vip WHERE user_id = ${userId}), 0)::int AS vip,
          coalesce((SELECT pid IS NOT NULL FROM users WHERE id = ${userId}), false) AS invited`,
  )
  return {
    depositNumber: Number(row?.paid ?? 0) + 1,
    firstOfDay: Number(row?.today ?? 0) === 0,
    firstOfWeek: Number(row?.week ?? 0) === 0,
    vipLevel: Number(row?.vip ?? 0),
    hourUtc: new Date(now).getUTCHours(),
    invited: row?.invited === true,
  }
}
