import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  betRecordReply,
  betRecordReportReply,
  CoinDetailKind,
  coinDetailReply,
  retrieveBalanceReply,
} from '../../../../contract/calls/wallet-records.ts'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { closeOpenSessions } from '../../games/session.service.ts'
import { PlayerAccount } from '../ledger/ledger.kinds.ts'
import { playerBalances } from '../ledger/ledger.ts'

/**
 * The player's records: every movement of their cash account (appUserCoinDetail), their bets
 * (betRecord) and the bets summed by UTC day and game type (betRecordReport). No cut-off: any range back
 * to the first movement (UK RTS 1B). Every reply carries the current balance (RTS 1A). Bets and game
 * movements carry the game's name from the catalogue (names are not localised: one name per game), ''
 * when the game is no longer in the catalogue, so the app falls back to its type and id.
 */
interface Page {
  pageNum: number
  pageSize: number
}
interface Range {
  startTime?: number | undefined
  endTime?: number | undefined
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize)
const offset = (p: Page) => (p.pageNum - 1) * p.pageSize
const epochSeconds = (time: string | Date) => Math.floor(new Date(time).getTime() / 1000)

/** What every records reply carries besides its list: the page it is, and the cash balance (RTS 1A). */
async function pageOf(db: DbOrTx, userId: number, req: Page, total: number) {
  const { cash } = await playerBalances(db, userId)
  return {
    pageNum: req.pageNum,
    pageSize: req.pageSize,
    total,
    pages: pages(total, req.pageSize),
    coin: cash,
  }
}

/** `AND column >= start AND column < end` for the parts of the range that are given. */
function rangeSql(column: SQL, r: Range): SQL {
  const parts: SQL[] = []
  if (r.startTime !== undefined) parts.push(sql` AND ${column} >= ${iso(r.startTime)}`)
  if (r.endTime !== undefined) parts.push(sql` AND ${column} < ${iso(r.endTime)}`)
  return sql.join(parts, sql``)
}

export async function coinDetail(
  db: DbOrTx,
  userId: number,
  req: Page & Range & { kind?: CoinDetailKind | undefined },
): Promise<z.input<typeof coinDetailReply>> {
  const where = sql`a.user_id = ${userId} AND a.kind = ${PlayerAccount.cash}
    ${rangeSql(sql`t.created_at`, req)}${req.kind ? sql` AND t.kind = ${req.kind}` : sql``}`
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transactions t ON t.id = p.transaction_id
        WHERE ${where}`,
  )
  const rows = await query<{
    id: number
    kind: CoinDetailKind
    amount: number
    balance: number
    created_at: string | Date
    ref_type: string
    ref_id: string
    status: string | null
    game_id: number | null
    game_type: number | null
    game_name: string | null
  }>(
    db,
    // A game's movement names its provider transaction (ref 'provider_tx'), whose session names the game.
    sql`SELECT t.id, t.kind, p.amount, p.balance_after AS balance, t.created_at, t.ref_type, t.ref_id,
               w.status, s.game_id, s.game_type, g.name AS game_name
        FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        JOIN ledger_transactions t ON t.id = p.transaction_id
        LEFT JOIN withdrawals w ON t.ref_type = 'withdrawal' AND w.id::text = t.ref_id
        LEFT JOIN provider_transactions pt
          ON pt.id = CASE WHEN t.ref_type = 'provider_tx' THEN t.ref_id::bigint END
        LEFT JOIN game_sessions s ON s.id = pt.session_id
        LEFT JOIN games g ON g.id = s.game_id
        WHERE ${where}
        ORDER BY t.created_at DESC, t.id DESC
        LIMIT ${req.pageSize} OFFSET ${offset(req)}`,
  )
  const total = Number(counted?.n ?? 0)
  return {
    ...(await pageOf(db, userId, req, total)),
    list: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount: Number(r.amount),
      balance: Number(r.balance ?? 0),
      time: epochSeconds(r.created_at),
      refType: r.ref_type,
      refId: r.ref_id,
      status: r.status ?? '',
      gameId: Number(r.game_id ?? 0),
      gameType: Number(r.game_type ?? 0),
      gameName: r.game_name ?? '',
    })),
  }
}

type BetFilter = Page & Range & { gameType?: number | undefined }

const betWhere = (userId: number, req: BetFilter) =>
  sql`user_id = ${userId}${rangeSql(sql`created_at`, req)}${
    req.gameType !== undefined ? sql` AND game_type = ${req.gameType}` : sql``
  }`

export async function betRecords(
  db: DbOrTx,
  userId: number,
  req: BetFilter,
): Promise<z.input<typeof betRecordReply>> {
  const where = betWhere(userId, req)
  const [counted] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM bet_records WHERE ${where}`,
  )
  const rows = await query<{
    id: number
    game_id: number
    game_type: number
    bet_amount: number
    win_amount: number
    round_id: string
    created_at: string | Date
    game_name: string | null
  }>(
    db,
    sql`SELECT b.id, b.game_id, b.game_type, b.bet_amount, b.win_amount, b.round_id, b.created_at,
               g.name AS game_name
        FROM (SELECT * FROM bet_records WHERE ${where}
              ORDER BY created_at DESC, id DESC LIMIT ${req.pageSize} OFFSET ${offset(req)}) b
        LEFT JOIN games g ON g.id = b.game_id
        ORDER BY b.created_at DESC, b.id DESC`,
  )
  const total = Number(counted?.n ?? 0)
  return {
    ...(await pageOf(db, userId, req, total)),
    list: rows.map((r) => ({
      id: Number(r.id),
      gameId: Number(r.game_id),
      gameType: Number(r.game_type),
      gameName: r.game_name ?? '',
      betAmount: Number(r.bet_amount),
      winAmount: Number(r.win_amount),
      net: Number(r.win_amount) - Number(r.bet_amount),
      roundId: r.round_id,
      time: epochSeconds(r.created_at),
    })),
  }
}

/** Bets summed per UTC day and game type, newest day first, paged; the summary covers the whole range. */
export async function betReport(
  db: DbOrTx,
  userId: number,
  req: BetFilter,
): Promise<z.input<typeof betRecordReportReply>> {
  const where = betWhere(userId, req)
  const day = sql`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
  const [summary] = await query<{ groups: number; n: number; bet: number; win: number }>(
    db,
    sql`SELECT count(DISTINCT (${day}, game_type))::int AS groups, count(*)::int AS n,
               coalesce(sum(bet_amount), 0)::bigint AS bet, coalesce(sum(win_amount), 0)::bigint AS win
        FROM bet_records WHERE ${where}`,
  )
  const rows = await query<{ day: string; game_type: number; n: number; bet: number; win: number }>(
    db,
    sql`SELECT ${day} AS day, game_type, count(*)::int AS n,
               sum(bet_amount)::bigint AS bet, sum(win_amount)::bigint AS win
        FROM bet_records WHERE ${where}
        GROUP BY 1, 2 ORDER BY 1 DESC, 2 ASC
        LIMIT ${req.pageSize} OFFSET ${offset(req)}`,
  )
  const total = Number(summary?.groups ?? 0)
  const bet = Number(summary?.bet ?? 0)
  const win = Number(summary?.win ?? 0)
  return {
    ...(await pageOf(db, userId, req, total)),
    list: rows.map((r) => ({
      day: r.day,
      gameType: Number(r.game_type),
      count: Number(r.n),
      bet: Number(r.bet),
      win: Number(r.win),
      net: Number(r.win) - Number(r.bet),
    })),
    summary: { count: Number(summary?.n ?? 0), bet, win, net: win - bet },
  }
}

/**
 * /member/retrieve-balance: closes the player's open game sessions (they take no more bets; the
 * providers' wins and rollbacks for them still land) and answers the cash balance. `retrieved` is
 * always 0: on the seamless wallet every bet is debited from cash when it is placed and every win
 * credited when it is paid, so no money ever sits with a game to be pulled back.
 */
export async function retrieveBalance(
  db: DbOrTx,
  userId: number,
  now: number = Date.now(),
): Promise<z.input<typeof retrieveBalanceReply>> {
  const sessionsClosed = await closeOpenSessions(db, userId, now)
  return { coin: (await playerBalances(db, userId)).cash, sessionsClosed, retrieved: 0 }
}
