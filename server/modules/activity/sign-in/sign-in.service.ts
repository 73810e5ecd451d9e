import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  type awardLogReply,
  PRIZE_COIN,
  type signInClaimReply,
  type signInStatusReply,
} from '../../../../contract/calls/activity-sign-in.ts'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { epochSeconds, offsetOf, pageInfo } from '../../../db/paging.ts'
import { query } from '../../../db/sql.ts'
import { AppError, notFound } from '../../../http/errors.ts'
import { cashAfter, houseAward } from '../../wallet/ledger/house-award.ts'
import { TxKind } from '../../wallet/ledger/ledger.kinds.ts'
import { postInTransaction } from '../../wallet/ledger/ledger.ts'
import { cycleState, type LastClaim, nextUtcMidnight, utcDate } from './sign-in.cycle.ts'

/**
 * Daily sign-in: the cycle (loginBonus3User), today's claim (loginBonus3UserReceive) and the claimed
 * rewards (activityAwardGetLog). A claim is exactly once per player and UTC date by sign_in_claims' primary
 * key: parallel claims wait on it and all but the first find the date taken. The coin goes house -> cash
 * as a `bonus` movement with key signin:<player>:<date> in the same transaction, with no wagering
 * requirement (only deposits carry one).
 */

export const signInClaimed = () => new AppError(ErrorCode.signInClaimed, ErrorMsg.signInClaimed, 409)

async function lastClaim(db: DbOrTx, userId: number): Promise<LastClaim | null> {
  const [row] = await query<{ date: string; day: number }>(
    db,
    sql`SELECT claim_date::text AS date, cycle_day AS day FROM sign_in_claims
        WHERE user_id = ${userId} ORDER BY claim_date DESC LIMIT 1`,
  )
  return row ? { date: row.date, day: Number(row.day) } : null
}

async function rewards(db: DbOrTx): Promise<Array<{ day: number; amount: number }>> {
  const rows = await query<{ day: number; amount: number | string }>(
    db,
    sql`SELECT day, amount FROM sign_in_rewards ORDER BY day`,
  )
  return rows.map((r) => ({ day: Number(r.day), amount: Number(r.amount) }))
}

export async function signInStatus(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof signInStatusReply>> {
  const [days, last] = await Promise.all([rewards(db), lastClaim(db, userId)])
  const state = cycleState(last, utcDate(now))
  return {
    days: days.map((d) => ({ ...d, claimed: d.day <= state.claimedThrough })),
    today: state.today,
    // An operator who removed today's reward row has switched the day off.
    canClaim: state.canClaim && days.some((d) => d.day === state.today),
    nextResetTime: nextUtcMidnight(now) / 1000,
  }
}

export async function claimToday(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof signInClaimReply>> {
  const date = utcDate(now)
  return db.transaction(async (tx) => {
    const state = cycleState(await lastClaim(tx, userId), date)
    if (!state.canClaim) throw signInClaimed()
    // A parallel claim of the same date waits here on the primary key, then inserts nothing.
    const [claim] = await query<{ amount: number | string }>(
      tx,
      sql`INSERT INTO sign_in_claims (user_id, claim_date, cycle_day, amount, created_at)
          SELECT ${userId}, ${date}::date, day, amount, ${new Date(now).toISOString()}::timestamptz
          FROM sign_in_rewards WHERE day = ${state.today}
          ON CONFLICT (user_id, claim_date) DO NOTHING
          RETURNING amount`,
    )
    if (!claim) {
      const [reward] = await query(tx, sql`SELECT 1 FROM sign_in_rewards WHERE day = ${state.today}`)
      throw reward ? signInClaimed() : notFound()
    }
    const amount = Number(claim.amount)
    const award = houseAward({
      kind: TxKind.bonus,
      userId,
      amount,
      key: `signin:${userId}:${date}`,
      ref: { type: 'sign_in', id: date },
      event: { activity: 'signIn', day: state.today },
    })
    const coin = cashAfter(await postInTransaction(tx, award, now))
    return { day: state.today, prizes: [{ propId: PRIZE_COIN, amount }], coin }
  })
}

export async function awardLog(
  db: Db,
  userId: number,
  req: { pageNum: number; pageSize: number },
): Promise<z.input<typeof awardLogReply>> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sign_in_claims WHERE user_id = ${userId}`,
  )
  const rows = await query<{ date: string; day: number; amount: number | string; created_at: string | Date }>(
    db,
    sql`SELECT claim_date::text AS date, cycle_day AS day, amount, created_at FROM sign_in_claims
        WHERE user_id = ${userId} ORDER BY claim_date DESC
        LIMIT ${req.pageSize} OFFSET ${offsetOf(req)}`,
  )
  const total = Number(counted?.n ?? 0)
  return {
    ...pageInfo(req, total),
    list: rows.map((r) => ({
      date: r.date,
      day: Number(r.day),
      propId: PRIZE_COIN,
      amount: Number(r.amount),
      time: epochSeconds(r.created_at),
    })),
  }
}
