import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import type { AwardFlagSource } from '../../activity/activities/award-flags.ts'

/** hasFund: interest was paid into the safe box since the player last opened its interest history. */
export const safeboxFlags: AwardFlagSource = async (db: Db, userId: number) => {
  const [row] = await query<{ on: boolean }>(
    db,
    sql`SELECT EXISTS (
          SELECT 1 FROM safebox_interest i
          WHERE i.user_id = ${userId}
            AND i.created_at > coalesce((SELECT interest_seen_at FROM safebox_seen WHERE user_id = ${userId}),
                                        '-infinity'::timestamptz)
        ) AS on`,
  )
  return { hasFund: row?.on === true }
}
