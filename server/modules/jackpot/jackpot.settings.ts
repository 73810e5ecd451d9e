import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'

/** Minor units of paid deposits that earn one draw chance (jackpot_settings). */
export async function needDeposit(db: DbOrTx): Promise<number> {
  const [row] = await query<{ need_deposit: string | number }>(
    db,
    sql`SELECT need_deposit FROM jackpot_settings WHERE id = 1`,
  )
  return Number(row?.need_deposit ?? 10_000)
}

/** The jackpot activity (click_action 'Jackpot') is on and inside its time window. */
export async function jackpotRunning(db: DbOrTx, now: number): Promise<boolean> {
  const at = new Date(now).toISOString()
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM activities
        WHERE click_action = 'Jackpot' AND click_type = 1 AND status = 1
          AND (start_time IS NULL OR start_time <= ${at}::timestamptz)
          AND (end_time IS NULL OR ${at}::timestamptz < end_time)
        LIMIT 1`,
  )
  return rows.length > 0
}
