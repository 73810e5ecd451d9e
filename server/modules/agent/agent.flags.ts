import { sql } from 'drizzle-orm'
import { query } from '../../db/sql.ts'
import type { AwardFlagSource } from '../activity/activities/award-flags.ts'
import { refusalOf } from './agent.rules.ts'

/** hasAgent and agent5AwardFlag: a valid invitee's reward waits to be claimed (and the rules count them). */
export const agentFlags: AwardFlagSource = async (db, userId) => {
  const rows = await query<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM agent_invitees i
        WHERE i.agent_id = ${userId} AND i.valid_at IS NOT NULL AND i.claimed_at IS NULL AND (${refusalOf}) IS NULL
        LIMIT 1`,
  )
  const waiting = rows.length > 0
  return { hasAgent: waiting, agent5AwardFlag: waiting }
}
