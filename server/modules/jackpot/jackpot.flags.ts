import { sql } from 'drizzle-orm'
import { query } from '../../db/sql.ts'
import type { AwardFlagSource } from '../activity/activities/award-flags.ts'
import { jackpotRunning } from './jackpot.settings.ts'

/** canReceiveDrawChance: the jackpot is running and the player has a draw chance left. */
export const jackpotFlags: AwardFlagSource = async (db, userId, now) => {
  const [running, rows] = await Promise.all([
    jackpotRunning(db, now),
    query<{ one: number }>(
      db,
      sql`SELECT 1 AS one FROM jackpot_chances WHERE user_id = ${userId} AND earned > used`,
    ),
  ])
  return { canReceiveDrawChance: running && rows.length > 0 }
}
