import { sql } from 'drizzle-orm'
import type { TaskGoal, TaskGroup } from '../../../../contract/calls/tasks.ts'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import type { Tx } from '../../../db/client.ts'
import { pgArray, query } from '../../../db/sql.ts'
import type { Consumer } from '../../../outbox/consumer.ts'
import type { DomainEvent } from '../../../outbox/events.ts'
import { validAmountOf } from '../../vip/vip.consumer.ts'
import { NEWBIE_WINDOW_MS, periodOf } from './tasks.period.ts'

/** The sign-in claim's ledger event (sign-in.service.ts: kind bonus, data.activity 'signIn'). */
const isSignIn = (e: DomainEvent) => e.kind === TxKind.bonus && e.data.activity === 'signIn'

/** What one event adds to each goal it counts for (a rollback takes its bet back out). */
export function goalDeltas(e: DomainEvent): Array<[TaskGoal, number]> {
  switch (e.kind) {
    case TxKind.deposit:
      return [['deposit_amount', e.amount]]
    case TxKind.bet:
      return [
        ['valid_bet_amount', validAmountOf(e)],
        ['bet_count', 1],
      ]
    case TxKind.rollback:
      return [
        ['valid_bet_amount', validAmountOf(e)],
        ['bet_count', -1],
      ]
    default:
      return isSignIn(e) ? [['sign_in_days', 1]] : []
  }
}

interface CountedTask {
  id: number
  group: TaskGroup
  goal: TaskGoal
}

interface ProgressDelta {
  userId: number
  taskId: number
  period: string
  delta: number
  at: Date
}

async function countedTasks(tx: Tx): Promise<CountedTask[]> {
  const rows = await query<{ id: number; task_group: TaskGroup; goal: TaskGoal }>(
    tx,
    sql`SELECT id, task_group, goal FROM tasks WHERE status = 1 AND goal <> 'visit'`,
  )
  return rows.map((r) => ({ id: Number(r.id), group: r.task_group, goal: r.goal }))
}

async function registrations(tx: Tx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map()
  const rows = await query<{ id: number | string; created_at: string | Date }>(
    tx,
    sql`SELECT id, created_at FROM users WHERE id = ANY(${pgArray(userIds)}::bigint[])`,
  )
  return new Map(rows.map((r) => [Number(r.id), new Date(r.created_at).getTime()]))
}

/** The batch summed per (player, task, period of the event's time), sorted (one lock order per batch). */
function sumPerTaskPeriod(
  events: DomainEvent[],
  tasks: CountedTask[],
  registered: Map<number, number>,
): ProgressDelta[] {
  const sums = new Map<string, ProgressDelta>()
  for (const e of events) {
    if (e.userId === null) continue
    const at = e.createdAt.getTime()
    for (const [goal, delta] of goalDeltas(e)) {
      for (const task of tasks) {
        if (task.goal !== goal) continue
        if (task.group === 'newbie' && at >= (registered.get(e.userId) ?? 0) + NEWBIE_WINDOW_MS) continue
        const period = periodOf(task.group, at)
        const key = `${e.userId}:${task.id}:${period}`
        const d = sums.get(key) ?? { userId: e.userId, taskId: task.id, period, delta: 0, at: e.createdAt }
        d.delta += delta
        if (e.createdAt > d.at) d.at = e.createdAt
        sums.set(key, d)
      }
    }
  }
  return [...sums.values()]
    .filter((d) => d.delta !== 0)
    .sort((a, b) => a.userId - b.userId || a.taskId - b.taskId || a.period.localeCompare(b.period))
}

/**
 * Task progress from deposit, bet, rollback and sign-in events: each event counts in the period its own
 * time falls in (a late batch still lands in the right day or week), newbie tasks only within the
 * player's first 7 days. The batch is summed per (player, task, period) and written by one statement in
 * the transaction that moves the cursor: each event counts exactly once. Progress never goes below 0 (a
 * rollback of a bet counted before 0027_tasks.sql). Claims only set claimed_at, so counting goes on after
 * a claim without paying twice.
 */
export const tasksConsumer: Consumer = {
  name: 'activity.tasks',
  kinds: [TxKind.deposit, TxKind.bet, TxKind.rollback, TxKind.bonus],
  async apply(tx, events) {
    const tasks = await countedTasks(tx)
    if (tasks.length === 0) return
    const players = [...new Set(events.flatMap((e) => (e.userId === null ? [] : [e.userId])))]
    const rows = sumPerTaskPeriod(events, tasks, await registrations(tx, players))
    if (rows.length === 0) return
    // The consumer is the only writer of progress rows for counted goals (finishTask writes visit tasks,
    // claims only claimed_at), so update-then-insert in one statement cannot race another insert.
    await tx.execute(
      sql`WITH x AS (
            SELECT * FROM unnest(${pgArray(rows.map((r) => r.userId))}::bigint[],
                                 ${pgArray(rows.map((r) => r.taskId))}::int[],
                                 ${pgArray(rows.map((r) => r.period))}::text[],
                                 ${pgArray(rows.map((r) => r.delta))}::bigint[],
                                 ${pgArray(rows.map((r) => r.at.toISOString()))}::timestamptz[]) AS x(u, k, p, d, t)
          ), updated AS (
            UPDATE task_progress tp SET progress = greatest(tp.progress + x.d, 0), updated_at = x.t
            FROM x WHERE tp.user_id = x.u AND tp.task_id = x.k AND tp.period = x.p
            RETURNING tp.user_id, tp.task_id, tp.period
          )
          INSERT INTO task_progress (user_id, task_id, period, progress, updated_at)
          SELECT x.u, x.k, x.p, greatest(x.d, 0), x.t FROM x
          WHERE NOT EXISTS (SELECT 1 FROM updated n WHERE n.user_id = x.u AND n.task_id = x.k AND n.period = x.p)
          ORDER BY x.u, x.k, x.p`,
    )
  },
}
