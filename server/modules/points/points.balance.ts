import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { PlayerAccount } from '../wallet/ledger/ledger.kinds.ts'

/** A player's points balance: their ledger account of kind 'points' (0 before they earn any). */
export async function pointsBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ balance: string | number }>(
    db,
    sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = ${PlayerAccount.points}`,
  )
  return Number(row?.balance ?? 0)
}
