import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'

/** An earning rule that is on (points_earn_rules, 0030_points.sql). */
export interface EarnRule {
  action: 'bet' | 'sign_in'
  points: number
  perAmount: number
}

export async function earnRules(db: DbOrTx): Promise<EarnRule[]> {
  const rows = await query<{ action: EarnRule['action']; points: number; per_amount: string | number }>(
    db,
    sql`SELECT action, points, per_amount FROM points_earn_rules WHERE status = 1 AND points > 0
        ORDER BY sort, action`,
  )
  return rows.map((r) => ({ action: r.action, points: Number(r.points), perAmount: Number(r.per_amount) }))
}

/**
 * Points for a carry of valid bets under the bet rule: whole `perAmount`s only, none for a carry at or
 * below 0 (a rollback's debt). Returns the points and what they use up of the carry.
 */
export function pointsForBets(carry: number, rule: EarnRule): { points: number; used: number } {
  if (carry <= 0) return { points: 0, used: 0 }
  const units = Math.floor(carry / rule.perAmount)
  return { points: units * rule.points, used: units * rule.perAmount }
}
