import { sql } from 'drizzle-orm'
import { query } from '../../db/sql.ts'
import type { AwardFlagSource } from '../activity/activities/award-flags.ts'
import { pendingBroadcasts } from './mail.repo.ts'

/**
 * hasMail: an unread mail; emailAwardFlag: an attachment to claim. A broadcast not yet in the player's
 * box counts as what it will be there (this only reads: it is written when the box is opened).
 */
export const mailFlags: AwardFlagSource = async (db, userId) => {
  const [[row], pending] = await Promise.all([
    query<{ unread: boolean | null; unclaimed: boolean | null }>(
      db,
      sql`SELECT bool_or(read_at IS NULL) AS unread,
                 bool_or(claimed_at IS NULL AND (coin > 0 OR points > 0)) AS unclaimed
          FROM mails
          WHERE user_id = ${userId} AND deleted_at IS NULL
            AND (read_at IS NULL OR (claimed_at IS NULL AND (coin > 0 OR points > 0)))`,
    ),
    pendingBroadcasts(db, userId),
  ])
  return {
    hasMail: row?.unread === true || pending.any,
    emailAwardFlag: row?.unclaimed === true || pending.attachment,
  }
}
