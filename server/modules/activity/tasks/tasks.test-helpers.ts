import { sql } from 'drizzle-orm'
import { query } from '../../../db/sql.ts'
import { drainOutbox } from '../../../outbox/consumer.ts'
import { call, type TestApp } from '../../../test/harness.ts'
import { tasksConsumer } from './tasks.consumer.ts'

/** Shared by the task test files (not a test file itself). */

export const drainTasks = (t: TestApp, limit?: number) =>
  drainOutbox(t.database.db, [tasksConsumer], { limit })

/** The player's tasks by id, as getTaskUser shows them. */
export async function tasksOf(t: TestApp, token: string) {
  const res = await call(t, 'getTaskUser', {}, { token })
  if (res.status !== 200) throw new Error(JSON.stringify(res))
  const byId = new Map<
    number,
    { progress: number; target: number; state: number; reward: number; propId: number }
  >()
  for (const g of res.data.groups) for (const task of g.tasks) byId.set(task.id, task)
  return byId
}

/** [progress, state] of one task: short to compare. */
export async function taskState(t: TestApp, token: string, id: number) {
  const task = (await tasksOf(t, token)).get(id)
  return [task?.progress, task?.state]
}

/** The raw progress rows of a player: [task, period, progress, claimed]. */
export async function progressRows(t: TestApp, userId: number) {
  const rows = await query<{ task_id: number; period: string; progress: number | string; claimed: boolean }>(
    t.database.db,
    sql`SELECT task_id, period, progress, claimed_at IS NOT NULL AS claimed FROM task_progress
        WHERE user_id = ${userId} ORDER BY task_id, period`,
  )
  return rows.map((r) => [Number(r.task_id), r.period, Number(r.progress), r.claimed])
}

/** The player's task payments: each ledger key and what it credited to cash, in order. */
export async function taskPayments(t: TestApp, userId: number) {
  const rows = await query<{ key: string; amount: number | string }>(
    t.database.db,
    sql`SELECT t.idempotency_key AS key, p.amount
        FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id AND a.kind = 'cash'
        WHERE t.user_id = ${userId} AND t.idempotency_key LIKE 'task:%'
        ORDER BY t.id`,
  )
  return rows.map((r) => [r.key, Number(r.amount)])
}
