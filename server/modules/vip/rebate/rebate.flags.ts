import { sql } from 'drizzle-orm'
import { query } from '../../../db/sql.ts'
import type { AwardFlagSource } from '../../activity/activities/award-flags.ts'

/**
 * hasFreeBonus: a rebate is claimable (betBonus would show a total above 0). A row pays
 * floor(valid_bets × rate / 10000) (rebate.service.ts), so some row paying at least 1 is the same test, as
 * one indexed read of the player's rows.
 */
export const rebateFlags: AwardFlagSource = async (db, userId) => {
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM rebate_accruals a
        JOIN rebate_rates r ON r.vip_level = a.vip_level AND r.game_type = a.game_type
        WHERE a.user_id = ${userId} AND a.valid_bets * r.rate_bp >= 10000
        LIMIT 1`,
  )
  return { hasFreeBonus: rows.length > 0 }
}
