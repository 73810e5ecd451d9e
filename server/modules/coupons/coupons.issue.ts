import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'

const DAY_MS = 86_400_000

/**
 * Gives the player one coupon of a type, in the caller's transaction (the points exchange or jackpot draw
 * that pays for it). It expires `valid_days` after `now`. (source, sourceId) is unique, so the exchange or
 * draw that issues it issues one. Returns the coupon's id.
 */
export async function issueCoupon(
  tx: Tx,
  c: { userId: number; typeId: number; source: 'shop' | 'jackpot'; sourceId: string },
  now: number,
): Promise<number> {
  const [row] = await query<{ id: string | number }>(
    tx,
    sql`INSERT INTO player_coupons (user_id, type_id, source, source_id, issued_at, expires_at)
        SELECT ${c.userId}, t.id, ${c.source}, ${c.sourceId}, ${new Date(now).toISOString()}::timestamptz,
               ${new Date(now).toISOString()}::timestamptz + t.valid_days * ${DAY_MS / 1000} * interval '1 second'
        FROM coupon_types t WHERE t.id = ${c.typeId}
        RETURNING id`,
  )
  if (!row) throw new Error(`coupon type ${c.typeId} does not exist`)
  return Number(row.id)
}
