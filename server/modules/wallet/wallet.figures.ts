import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { TxKind } from './ledger.kinds.ts'
import { playerBalances } from './ledger.ts'

/**
 * Figures the withdrawal rules and user info read. Deposits and deposit bonuses come from the ledger (what
 * the player's accounts were credited by those transactions), bets from bet_records (the games module
 * writes one row per bet).
 */
export async function depositTotals(
  db: DbOrTx,
  userId: number,
): Promise<{ deposits: number; bonuses: number }> {
  const rows = await query<{ kind: string; total: number }>(
    db,
    sql`SELECT t.kind, coalesce(sum(p.amount), 0)::bigint AS total
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE t.user_id = ${userId} AND a.user_id = ${userId} AND p.amount > 0
          AND t.kind IN (${TxKind.deposit}, ${TxKind.depositBonus})
        GROUP BY t.kind`,
  )
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0)
  return { deposits: of(TxKind.deposit), bonuses: of(TxKind.depositBonus) }
}

/** The player's lifetime bet total (user info `bet`, the turnover done). */
export async function totalBet(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ total: number }>(
    db,
    sql`SELECT coalesce(sum(bet_amount), 0)::bigint AS total FROM bet_records WHERE user_id = ${userId}`,
  )
  return Number(row?.total ?? 0)
}

export interface WalletFigures {
  /** The cached cash balance. */
  coin: number
  /** Lifetime bet total. */
  bet: number
}

/** What user info and refreshData show: read fresh on every call, so a movement shows at once. */
export async function walletFigures(db: DbOrTx, userId: number): Promise<WalletFigures> {
  const balances = await playerBalances(db, userId)
  return { coin: balances.cash, bet: await totalBet(db, userId) }
}
