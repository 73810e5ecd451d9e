import { sql } from 'drizzle-orm'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { AppError } from '../../http/errors.ts'

/**
 * agentFill: sets the caller's missing inviter. Once (a set pid stays), never the caller, never a player
 * below the caller in the tree (that would close a cycle), and only before the caller's first deposit (so
 * an agent cannot adopt players who already pay). One fill runs at a time (a transaction-scoped advisory
 * lock): two fills closing a cycle together would each see a tree without the other's edge.
 */
export async function agentFill(db: Db, userId: number, pid: number): Promise<{ pid: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('agentFill'))`)
    const [me] = await query<{ pid: number | string | null; deposits: number | string | null }>(
      tx,
      sql`SELECT u.pid, w.deposits FROM users u LEFT JOIN wallet_totals w ON w.user_id = u.id
          WHERE u.id = ${userId} FOR UPDATE OF u`,
    )
    if (!me) throw new AppError(ErrorCode.agentFillInvalid, ErrorMsg.agentFillInvalid, 400)
    if (me.pid !== null) throw new AppError(ErrorCode.agentFillTaken, ErrorMsg.agentFillTaken, 409)
    if (Number(me.deposits ?? 0) > 0)
      throw new AppError(ErrorCode.agentFillTooLate, ErrorMsg.agentFillTooLate, 409)
    // The target and its inviters up the tree; the caller among them (or the target itself) is a cycle.
    const chain = await query<{ id: number | string }>(
      tx,
      sql`WITH RECURSIVE up (id, depth) AS (
            SELECT id, 0 FROM users WHERE id = ${pid}
            UNION ALL
            SELECT u.pid, up.depth + 1 FROM up JOIN users u ON u.id = up.id
            WHERE u.pid IS NOT NULL AND up.depth < 1000
          )
          SELECT id FROM up`,
    )
    if (chain.length === 0 || chain.some((r) => Number(r.id) === userId)) {
      throw new AppError(ErrorCode.agentFillInvalid, ErrorMsg.agentFillInvalid, 400)
    }
    await tx.execute(sql`UPDATE users SET pid = ${pid} WHERE id = ${userId}`)
    return { pid }
  })
}
