import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  SafeboxInfo,
  SafeboxMoveReply,
  safeboxInterestLogReply,
} from '../../../../contract/calls/safebox.ts'
import { ErrorCode, ErrorMsg, ValidationMsg } from '../../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { epochSeconds, offsetOf, type Page, pageInfo } from '../../../db/paging.ts'
import { query } from '../../../db/sql.ts'
import { AppError, badRequest, conflict } from '../../../http/errors.ts'
import type { RateLimiter } from '../../../http/rate-limit.ts'
import { getLengths } from '../../config/config.service.ts'
import { PlayerAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { InsufficientFunds, MovementConflict, playerBalances, postMovement } from '../ledger/ledger.ts'
import { safeboxBalance } from './safebox.balance.ts'
import { interestRate } from './safebox.interest.ts'
import { checkSafeboxPassword, safeboxHash, safeboxPasswordNotSet } from './safebox.password.ts'

/**
 * Moving coins into and out of the safe box: each movement is one ledger transaction (cash <-> the
 * player's safebox account) under the ledger key safebox_<in|out>:<player>:<request idempotency key>, so a
 * retry, in any process, moves nothing again and gets the balances as they are; the conditional balance
 * UPDATE in ledger_post refuses to take either account below zero, however many requests run at once.
 */

export const safeboxShort = () =>
  new AppError(ErrorCode.safeboxShort, ErrorMsg.safeboxShort, 400, {
    amount: ValidationMsg.outOfRange,
  })

export async function safeboxInfo(db: Db, userId: number): Promise<SafeboxInfo> {
  const [hash, safebox, balances, lengths, rate, total] = await Promise.all([
    safeboxHash(db, userId),
    safeboxBalance(db, userId),
    playerBalances(db, userId),
    getLengths(db),
    interestRate(db),
    query<{ total: string | number }>(
      db,
      sql`SELECT coalesce(sum(amount), 0) AS total FROM safebox_interest WHERE user_id = ${userId}`,
    ),
  ])
  return {
    safebox,
    coin: balances.cash,
    hasPassword: hash !== null,
    passwordLength: lengths.safeboxPasswordLength,
    interestBps: rate,
    interestTotal: Number(total[0]?.total ?? 0),
  }
}

type Direction = 'in' | 'out'

async function move(
  db: Db,
  userId: number,
  direction: Direction,
  amount: number,
  idempotencyKey: string | null,
  now: number,
): Promise<SafeboxMoveReply> {
  const sign = direction === 'in' ? 1 : -1
  const key = idempotencyKey ?? randomUUID()
  try {
    const posted = await postMovement(
      db,
      {
        kind: direction === 'in' ? TxKind.safeboxIn : TxKind.safeboxOut,
        userId,
        idempotencyKey: `safebox_${direction}:${userId}:${key}`,
        ref: { type: 'safebox', id: '' },
        postings: [
          { account: { userId, kind: PlayerAccount.cash }, amount: -sign * amount },
          { account: { userId, kind: PlayerAccount.safebox }, amount: sign * amount },
        ],
      },
      now,
    )
    const after = (kind: string) => posted.balances.find((b) => b.kind === kind)?.balance
    const coin = after(PlayerAccount.cash)
    const safebox = after(PlayerAccount.safebox)
    if (posted.replayed || coin === undefined || safebox === undefined) return currentBalances(db, userId)
    return { coin, safebox }
  } catch (e) {
    if (e instanceof InsufficientFunds) {
      if (e.kind === PlayerAccount.safebox) throw safeboxShort()
      throw badRequest(ErrorMsg.insufficientFunds, { amount: ValidationMsg.outOfRange })
    }
    if (e instanceof MovementConflict) throw conflict(ErrorMsg.idempotencyConflict)
    throw e
  }
}

const currentBalances = async (db: DbOrTx, userId: number): Promise<SafeboxMoveReply> => ({
  coin: (await playerBalances(db, userId)).cash,
  safebox: await safeboxBalance(db, userId),
})

/** Cash into the box: only once a password is set, so coins never go in where nothing can take them out. */
export async function moveIn(
  db: Db,
  userId: number,
  amount: number,
  idempotencyKey: string | null,
  now: number,
): Promise<SafeboxMoveReply> {
  if ((await safeboxHash(db, userId)) === null) throw safeboxPasswordNotSet()
  return move(db, userId, 'in', amount, idempotencyKey, now)
}

/** Out of the box to cash, after the password is checked (wrong tries counted with the withdrawals'). */
export async function moveOut(
  db: Db,
  rateLimiter: RateLimiter,
  userId: number,
  body: { amount: number; password: string },
  idempotencyKey: string | null,
  now: number,
): Promise<SafeboxMoveReply> {
  const hash = await safeboxHash(db, userId)
  if (hash === null) throw safeboxPasswordNotSet()
  await checkSafeboxPassword(rateLimiter, userId, hash, body.password, 'password')
  return move(db, userId, 'out', body.amount, idempotencyKey, now)
}

/** The player's interest payments, newest first. Reading them clears the hasFund dot. */
export async function interestLog(
  db: Db,
  userId: number,
  page: Page,
  now: number,
): Promise<z.input<typeof safeboxInterestLogReply>> {
  const rows = await query<{
    day: string
    held: string | number
    amount: string | number
    rate_bps: number
    created_at: string | Date
    total: string | number
  }>(
    db,
    sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, held, amount, rate_bps, created_at, count(*) OVER () AS total
        FROM safebox_interest WHERE user_id = ${userId}
        ORDER BY day DESC LIMIT ${page.pageSize} OFFSET ${offsetOf(page)}`,
  )
  await db.execute(
    sql`INSERT INTO safebox_seen (user_id, interest_seen_at) VALUES (${userId}, ${new Date(now).toISOString()})
        ON CONFLICT (user_id) DO UPDATE SET interest_seen_at = excluded.interest_seen_at`,
  )
  const total = rows.length > 0 ? Number(rows[0]?.total) : await countInterest(db, userId)
  return {
    ...pageInfo(page, total),
    list: rows.map((r) => ({
      day: r.day,
      held: Number(r.held),
      amount: Number(r.amount),
      rateBps: Number(r.rate_bps),
      time: epochSeconds(r.created_at),
    })),
  }
}

async function countInterest(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ n: string | number }>(
    db,
    sql`SELECT count(*) AS n FROM safebox_interest WHERE user_id = ${userId}`,
  )
  return Number(row?.n ?? 0)
}
