import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  betBonusLogReply,
  betBonusReceiveReply,
  betBonusReply,
} from '../../../../contract/calls/rebate.ts'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { epochSeconds, offsetOf, pageInfo } from '../../../db/paging.ts'
import { pgArray, query } from '../../../db/sql.ts'
import { AppError } from '../../../http/errors.ts'
import { cashAfter, houseAward } from '../../wallet/ledger/house-award.ts'
import { postInTransaction } from '../../wallet/ledger/ledger.ts'
import { vipFigures } from '../vip.figures.ts'

/**
 * The rebate (betBonus, betBonusReceive, betBonusLog). Each rebate_accruals row pays
 * floor(valid_bets × rate / 10000) at its own level's rate; a claim pays that for every row asked for and
 * uses up only the valid bets the payment covers (ceil(paid × 10000 / rate)), so what is too small to have
 * earned a whole minor unit waits for the next bets: no rounding is lost over many claims. A claim locks
 * the player's rows, so parallel claims wait for it and then find nothing left.
 */

export const rebateNone = () => new AppError(ErrorCode.rebateNone, ErrorMsg.rebateNone, 409)

interface AccruedRow {
  gameType: number
  vipLevel: number
  validBets: number
  /** What this row pays now. */
  amount: number
  /** The valid bets that payment uses up. */
  used: number
}

/** The player's accrual rows of one game type (0 = all), each with what it pays now; `lock` for a claim. */
async function accruedRows(db: DbOrTx, userId: number, type: number, lock: boolean): Promise<AccruedRow[]> {
  const rows = await query<{
    game_type: number
    vip_level: number
    valid_bets: string | number
    paid: string | number
    rate: number
  }>(
    db,
    sql`SELECT a.game_type, a.vip_level, a.valid_bets, coalesce(r.rate_bp, 0) AS rate,
               CASE WHEN a.valid_bets > 0 THEN a.valid_bets * coalesce(r.rate_bp, 0) / 10000 ELSE 0 END AS paid
        FROM rebate_accruals a
        LEFT JOIN rebate_rates r ON r.vip_level = a.vip_level AND r.game_type = a.game_type
        WHERE a.user_id = ${userId} AND (${type}::int = 0 OR a.game_type = ${type}::int)
        ORDER BY a.game_type, a.vip_level
        ${lock ? sql`FOR UPDATE OF a` : sql``}`,
  )
  return rows.map((r) => {
    const amount = Number(r.paid)
    const rate = Number(r.rate)
    return {
      gameType: Number(r.game_type),
      vipLevel: Number(r.vip_level),
      validBets: Number(r.valid_bets),
      amount,
      // Integer arithmetic in BigInt: paid × 10000 may pass 2^53.
      used: amount > 0 ? Number((BigInt(amount) * 10000n + BigInt(rate) - 1n) / BigInt(rate)) : 0,
    }
  })
}

/** The rates at a VIP level of the game types players can play. */
async function ratesAt(db: DbOrTx, level: number): Promise<Map<number, number>> {
  const rows = await query<{ game_type: number; rate_bp: number }>(
    db,
    sql`SELECT r.game_type, r.rate_bp FROM rebate_rates r
        JOIN game_types g ON g.id = r.game_type AND g.status = 1
        WHERE r.vip_level = ${level}`,
  )
  return new Map(rows.map((r) => [Number(r.game_type), Number(r.rate_bp)]))
}

export async function rebateStatus(
  db: Db,
  userId: number,
  type: number,
): Promise<z.input<typeof betBonusReply>> {
  const { vip } = await vipFigures(db, userId)
  const [rates, rows] = await Promise.all([ratesAt(db, vip), accruedRows(db, userId, type, false)])
  const types = new Set([...rates.keys(), ...rows.map((r) => r.gameType)])
  const shown = type > 0 ? [type] : [...types].sort((a, b) => a - b)
  const list = shown.map((t) => {
    const of = rows.filter((r) => r.gameType === t)
    return {
      type: t,
      rate: rates.get(t) ?? 0,
      validBets: of.reduce((s, r) => s + r.validBets, 0),
      amount: of.reduce((s, r) => s + r.amount, 0),
    }
  })
  return { vip, total: list.reduce((s, r) => s + r.amount, 0), list }
}

/** Pays the claimable rebate of one game type (0 = all) once, through the ledger. */
export async function claimRebate(
  db: Db,
  userId: number,
  type: number,
  now: number,
): Promise<z.input<typeof betBonusReceiveReply>> {
  return db.transaction(async (tx) => {
    // A parallel claim waits here for this one's row locks, then reads the rows this one used up.
    const paying = (await accruedRows(tx, userId, type, true)).filter((r) => r.amount > 0)
    const amount = paying.reduce((s, r) => s + r.amount, 0)
    if (amount <= 0) throw rebateNone()
    const used = paying.reduce((s, r) => s + r.used, 0)
    const [claim] = await query<{ id: string | number }>(
      tx,
      sql`INSERT INTO rebate_claims (user_id, game_type, amount, valid_bets, created_at)
          VALUES (${userId}, ${type}, ${amount}, ${used}, ${new Date(now).toISOString()}::timestamptz)
          RETURNING id`,
    )
    const claimId = String(claim?.id)
    await tx.execute(
      sql`UPDATE rebate_accruals a SET valid_bets = a.valid_bets - x.used
          FROM unnest(${pgArray(paying.map((r) => r.gameType))}::int[], ${pgArray(paying.map((r) => r.vipLevel))}::int[],
                      ${pgArray(paying.map((r) => r.used))}::bigint[]) AS x(g, l, used)
          WHERE a.user_id = ${userId} AND a.game_type = x.g AND a.vip_level = x.l`,
    )
    const award = houseAward({
      kind: TxKind.rebate,
      userId,
      amount,
      key: `rebate:${userId}:${claimId}`,
      ref: { type: 'rebate', id: claimId },
      event: { rebate: claimId, gameType: type },
    })
    const coin = cashAfter(await postInTransaction(tx, award, now))
    return { amount, coin }
  })
}

export async function rebateLog(
  db: Db,
  userId: number,
  req: { pageNum: number; pageSize: number },
): Promise<z.input<typeof betBonusLogReply>> {
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM rebate_claims WHERE user_id = ${userId}`,
  )
  const rows = await query<{
    id: string | number
    game_type: number
    amount: string | number
    valid_bets: string | number
    created_at: string | Date
  }>(
    db,
    sql`SELECT id, game_type, amount, valid_bets, created_at FROM rebate_claims
        WHERE user_id = ${userId} ORDER BY id DESC
        LIMIT ${req.pageSize} OFFSET ${offsetOf(req)}`,
  )
  const total = Number(counted?.n ?? 0)
  return {
    ...pageInfo(req, total),
    list: rows.map((r) => ({
      id: Number(r.id),
      type: Number(r.game_type),
      amount: Number(r.amount),
      validBets: Number(r.valid_bets),
      time: epochSeconds(r.created_at),
    })),
  }
}
