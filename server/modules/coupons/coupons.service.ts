import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { myCouponsReply } from '../../../contract/calls/coupons.ts'
import type { Locale } from '../../../contract/enums.ts'
import type { Db } from '../../db/client.ts'
import { epochSeconds } from '../../db/paging.ts'
import { query } from '../../db/sql.ts'
import { couponTerms, couponTypes } from './coupons.terms.ts'

/** How many coupons the list shows: all usable ones, and the latest used or expired ones. */
const PAST_SHOWN = 50

/**
 * The caller's coupons (getMyCoupons): usable ones first, soonest to expire first; then used and expired
 * ones, newest first. A used coupon names the deposit that used it and what it paid.
 */
export async function myCoupons(
  db: Db,
  userId: number,
  locale: Locale,
  now: number,
): Promise<z.input<typeof myCouponsReply>> {
  const at = new Date(now).toISOString()
  const rows = await query<{
    id: string | number
    type_id: number
    issued_at: string | Date
    expires_at: string | Date
    used_at: string | Date | null
    value: string | number | null
    order_id: string | null
    order_amount: string | number | null
    usable: boolean
  }>(
    db,
    sql`(SELECT c.id, c.type_id, c.issued_at, c.expires_at, c.used_at, c.value, NULL::text AS order_id,
                NULL::bigint AS order_amount, true AS usable
         FROM player_coupons c
         WHERE c.user_id = ${userId} AND c.used_at IS NULL AND c.expires_at > ${at}::timestamptz
         ORDER BY c.expires_at, c.id)
        UNION ALL
        (SELECT c.id, c.type_id, c.issued_at, c.expires_at, c.used_at, c.value,
                CASE WHEN c.used_at IS NULL THEN NULL ELSE c.order_id END, o.amount, false
         FROM player_coupons c LEFT JOIN recharge_orders o ON o.id = c.order_id AND c.used_at IS NOT NULL
         WHERE c.user_id = ${userId} AND (c.used_at IS NOT NULL OR c.expires_at <= ${at}::timestamptz)
         ORDER BY coalesce(c.used_at, c.expires_at) DESC, c.id DESC
         LIMIT ${PAST_SHOWN})`,
  )
  const types = await couponTypes(db)
  const list = []
  for (const r of rows) {
    const type = types.get(Number(r.type_id))
    if (!type) continue
    list.push({
      ...(await couponTerms(db, type, locale)),
      id: Number(r.id),
      state: r.usable ? ('usable' as const) : r.used_at ? ('used' as const) : ('expired' as const),
      issuedAt: epochSeconds(r.issued_at),
      expiresAt: epochSeconds(r.expires_at),
      orderId: r.order_id ?? '',
      orderAmount: Number(r.order_amount ?? 0),
      value: Number(r.value ?? 0),
      usedAt: r.used_at ? epochSeconds(r.used_at) : 0,
    })
  }
  return { list }
}
