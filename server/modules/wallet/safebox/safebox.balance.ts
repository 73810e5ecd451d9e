import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { PlayerAccount } from '../ledger/ledger.kinds.ts'

/** What a player's safe box holds: their ledger account of kind 'safebox' (0 before anything moved in). */
export async function safeboxBalance(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ balance: string | number }>(
    db,
    sql`SELECT balance FROM ledger_accounts WHERE user_id = ${userId} AND kind = ${PlayerAccount.safebox}`,
  )
  return Number(row?.balance ?? 0)
}
