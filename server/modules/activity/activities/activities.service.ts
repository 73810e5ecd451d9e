import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Activity, activityIdsReply } from '../../../../contract/calls/activities.ts'
import type { Locale } from '../../../../contract/enums.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { epochSeconds } from '../../../db/paging.ts'
import { query } from '../../../db/sql.ts'
import { getConfigSnapshot } from '../../config/config.service.ts'
import { playerTotals } from '../../wallet/wallet.figures.ts'

/**
 * The running activities (0029_activities.sql): switched on and inside their time window at `now`, by sort
 * then id, named in the caller's locale (content_texts 'activity.<id>', English when a locale has none).
 * getActivityIds and getAfterLoginInfoWeb's activityIds both read this, so they always agree.
 */
export async function runningActivities(db: Db, locale: Locale, now: number): Promise<Activity[]> {
  const at = new Date(now).toISOString()
  const rows = await query<{
    id: number
    type_id: number
    sort: number
    type: number
    click_type: number
    click_action: string
    unlogin_show_status: number
    image: string
    start_time: string | Date | null
    end_time: string | Date | null
  }>(
    db,
    sql`SELECT id, type_id, sort, type, click_type, click_action, unlogin_show_status, image, start_time, end_time
        FROM activities
        WHERE status = 1 AND (start_time IS NULL OR start_time <= ${at}::timestamptz)
          AND (end_time IS NULL OR end_time > ${at}::timestamptz)
        ORDER BY sort, id`,
  )
  const { content } = await getConfigSnapshot(db)
  return rows.map((r) => {
    const text = content.text(`activity.${r.id}`, locale)
    return {
      id: Number(r.id),
      typeId: Number(r.type_id),
      sort: Number(r.sort),
      type: Number(r.type),
      clickType: Number(r.click_type),
      clickAction: r.click_action,
      unloginShowStatus: Number(r.unlogin_show_status),
      name: text?.title ?? r.click_action,
      description: text?.body ?? '',
      image: r.image,
      startTime: r.start_time ? epochSeconds(r.start_time) : 0,
      endTime: r.end_time ? epochSeconds(r.end_time) : 0,
    }
  })
}

/** Whether the in-app activity named `clickAction` is on and inside its time window at `now`. */
export async function activityRunning(db: DbOrTx, clickAction: string, now: number): Promise<boolean> {
  const at = new Date(now).toISOString()
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM activities
        WHERE click_action = ${clickAction} AND click_type = 1 AND status = 1
          AND (start_time IS NULL OR start_time <= ${at}::timestamptz)
          AND (end_time IS NULL OR ${at}::timestamptz < end_time)
        LIMIT 1`,
  )
  return rows.length > 0
}

/** getActivityIds: public, so visitors see the list too; totalRecharge is the caller's (0 for a visitor). */
export async function activityIds(
  db: Db,
  userId: number | null,
  locale: Locale,
  now: number,
): Promise<z.input<typeof activityIdsReply>> {
  const list = await runningActivities(db, locale, now)
  const totals = userId === null ? null : await playerTotals(db, userId)
  return {
    activityMap: Object.fromEntries(list.map((a) => [String(a.id), a])),
    activityIds: list.map((a) => a.id),
    hasTurntable: list.some((a) => a.clickType === 1 && a.clickAction === 'InviteUserSpin'),
    totalRecharge: totals?.deposits ?? 0,
  }
}
