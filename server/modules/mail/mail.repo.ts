import { type SQL, sql } from 'drizzle-orm'
import type { MailDetail, MailItem, MailTemplate } from '../../../contract/calls/mail.ts'
import type { Locale } from '../../../contract/enums.ts'
import type { DbOrTx } from '../../db/client.ts'
import { epochSeconds } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'

/**
 * Broadcasts this player should have and does not yet: live to every player registered by the time it
 * was sent, and to later players too when `new_players`. A deleted mail keeps its row, so it is not here.
 */
const missingBroadcasts = (userId: number) => sql`
  FROM mail_broadcasts b JOIN users u ON u.id = ${userId}
  WHERE (b.new_players OR u.created_at <= b.created_at)
    AND NOT EXISTS (SELECT 1 FROM mails m WHERE m.user_id = ${userId} AND m.source = 'broadcast:' || b.id)`

/** Writes the player's missing broadcasts into their box (once each: the (user, source) key). */
export async function materialiseBroadcasts(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO mails (user_id, source, template, params, title, body, coin, points, created_at)
        SELECT ${userId}, 'broadcast:' || b.id, b.template, b.params, b.title, b.body, b.coin, b.points,
               greatest(b.created_at, u.created_at)
        ${missingBroadcasts(userId)}
        ORDER BY b.id
        ON CONFLICT (user_id, source) DO NOTHING`,
  )
}

/** Broadcasts waiting to be materialised, and whether one carries an attachment (read-only: red dots). */
export async function pendingBroadcasts(
  db: DbOrTx,
  userId: number,
): Promise<{ any: boolean; attachment: boolean }> {
  const [row] = await query<{ n: number; attachment: boolean | null }>(
    db,
    sql`SELECT count(*)::int AS n, bool_or(b.coin > 0 OR b.points > 0) AS attachment ${missingBroadcasts(userId)}`,
  )
  return { any: Number(row?.n ?? 0) > 0, attachment: row?.attachment === true }
}

interface MailRow {
  id: string | number
  template: MailTemplate | null
  params: Record<string, number> | string
  title: string
  body: string
  coin: string | number
  points: string | number
  read_at: string | Date | null
  claimed_at: string | Date | null
  created_at: string | Date
}

const columns = (locale: Locale) => sql`m.id, m.template, m.params,
  coalesce(m.title->>${locale}, m.title->>'en', '') AS title,
  coalesce(m.body->>${locale}, m.body->>'en', '') AS body,
  m.coin, m.points, m.read_at, m.claimed_at, m.created_at`

function toItem(r: MailRow): MailItem {
  return {
    id: Number(r.id),
    template: r.template,
    params: typeof r.params === 'string' ? (JSON.parse(r.params) as Record<string, number>) : r.params,
    title: r.title,
    coin: Number(r.coin),
    points: Number(r.points),
    claimed: r.claimed_at !== null,
    read: r.read_at !== null,
    time: epochSeconds(r.created_at),
  }
}

const toDetail = (r: MailRow): MailDetail => ({ ...toItem(r), body: r.body })

/** The player's mails (not deleted), newest first. */
export async function listMails(
  db: DbOrTx,
  userId: number,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ list: MailItem[]; total: number; unread: number }> {
  const [counts] = await query<{ total: number; unread: number }>(
    db,
    sql`SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
        FROM mails WHERE user_id = ${userId} AND deleted_at IS NULL`,
  )
  const rows = await query<MailRow>(
    db,
    sql`SELECT ${columns(locale)} FROM mails m
        WHERE m.user_id = ${userId} AND m.deleted_at IS NULL
        ORDER BY m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  return { list: rows.map(toItem), total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) }
}

/**
 * One of the player's own mails (not deleted), after the update `change` when given (its SET list and an
 * extra condition; no row when the condition fails); a mail of another player is not found, like a missing
 * one.
 */
export async function ownMail(
  db: DbOrTx,
  userId: number,
  id: number,
  locale: Locale,
  change?: { set: SQL; when?: SQL },
): Promise<MailDetail | null> {
  const own = sql`m.id = ${id} AND m.user_id = ${userId} AND m.deleted_at IS NULL`
  const rows = change
    ? await query<MailRow>(
        db,
        sql`UPDATE mails m SET ${change.set} WHERE ${own} ${change.when ? sql`AND ${change.when}` : sql``}
            RETURNING ${columns(locale)}`,
      )
    : await query<MailRow>(db, sql`SELECT ${columns(locale)} FROM mails m WHERE ${own}`)
  return rows[0] ? toDetail(rows[0]) : null
}
