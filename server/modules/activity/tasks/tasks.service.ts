import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { PRIZE_COIN } from '../../../../contract/calls/activity-sign-in.ts'
import {
  type activityStatusReply,
  TASK_GROUPS,
  type Task,
  type TaskGoal,
  type TaskGroup,
  TaskState,
  type taskAwardReply,
  type taskUserReply,
} from '../../../../contract/calls/tasks.ts'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import { TxKind } from '../../../../contract/wallet-kinds.ts'
import type { Db, DbOrTx, Tx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { AppError } from '../../../http/errors.ts'
import { PRIZE_POINTS, pointsAward } from '../../points/points.award.ts'
import { vipFigures } from '../../vip/vip.figures.ts'
import { houseAward } from '../../wallet/ledger/house-award.ts'
import { playerBalances, postInTransaction } from '../../wallet/ledger/ledger.ts'
import { periodEnd, periodOf } from './tasks.period.ts'

/**
 * Tasks: what the player sees (getTaskUser, activityGetStatusList), the visit goal (finishTask) and the
 * claims (receiveTaskAward, receiveVipTask, receiveVipTaskUnReceiveBonus). A claim sets claimed_at on the
 * (player, task, period) row only while it is unset and the goal is reached, and posts house -> cash
 * (kind bonus; a points task: points_issued -> points, kind points_earn; key task:<player>:<task>:<period>)
 * in the same transaction: the row lock makes parallel
 * claims wait and then find it claimed, the key makes a second payment impossible whatever happens.
 */

export const taskUnknown = () => new AppError(ErrorCode.taskUnknown, ErrorMsg.taskUnknown, 400)
export const taskNotReady = () => new AppError(ErrorCode.taskNotReady, ErrorMsg.taskNotReady, 409)
export const taskClaimed = () => new AppError(ErrorCode.taskClaimed, ErrorMsg.taskClaimed, 409)
export const taskVipLocked = () => new AppError(ErrorCode.taskVipLocked, ErrorMsg.taskVipLocked, 400)
export const taskNotFinishable = () =>
  new AppError(ErrorCode.taskNotFinishable, ErrorMsg.taskNotFinishable, 400)
export const vipTaskNone = () => new AppError(ErrorCode.vipTaskNone, ErrorMsg.vipTaskNone, 409)

interface TaskRow {
  id: number
  group: TaskGroup
  goal: TaskGoal
  target: number
  reward: number
  /** What the reward is: coin (2001, minor units to cash) or points (2002, a count). */
  propId: number
  minVip: number
  link: string
}

/** The player facts every answer needs: VIP level and registration time (a visitor: 0 and now). */
interface PlayerFacts {
  vip: number
  registeredAt: number
}

async function taskRows(db: DbOrTx, id?: number): Promise<TaskRow[]> {
  const rows = await query<{
    id: number
    task_group: TaskGroup
    goal: TaskGoal
    target: number | string
    reward: number | string
    prop_id: number
    min_vip: number
    link: string
  }>(
    db,
    sql`SELECT id, task_group, goal, target, reward, prop_id, min_vip, link FROM tasks
        WHERE status = 1 ${id === undefined ? sql`` : sql`AND id = ${id}`}
        ORDER BY sort, id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    group: r.task_group,
    goal: r.goal,
    target: Number(r.target),
    reward: Number(r.reward),
    propId: Number(r.prop_id),
    minVip: Number(r.min_vip),
    link: r.link,
  }))
}

async function playerFacts(db: DbOrTx, userId: number, now: number): Promise<PlayerFacts> {
  const [[user], figures] = await Promise.all([
    query<{ created_at: string | Date }>(db, sql`SELECT created_at FROM users WHERE id = ${userId}`),
    vipFigures(db, userId),
  ])
  return { vip: figures.vip, registeredAt: user ? new Date(user.created_at).getTime() : now }
}

interface ProgressRow {
  progress: number
  claimed: boolean
}

/** The player's rows of the current period of every group, by task id. */
async function currentProgress(db: DbOrTx, userId: number, now: number): Promise<Map<number, ProgressRow>> {
  const periods = [...new Set(TASK_GROUPS.map((g) => periodOf(g, now)))]
  const rows = await query<{
    task_id: number
    task_group: TaskGroup
    period: string
    progress: number | string
    claimed: boolean
  }>(
    db,
    sql`SELECT tp.task_id, k.task_group, tp.period, tp.progress, tp.claimed_at IS NOT NULL AS claimed
        FROM task_progress tp JOIN tasks k ON k.id = tp.task_id
        WHERE tp.user_id = ${userId} AND tp.period IN (${sql.join(
          periods.map((p) => sql`${p}`),
          sql`, `,
        )})`,
  )
  const byTask = new Map<number, ProgressRow>()
  for (const r of rows) {
    if (r.period !== periodOf(r.task_group, now)) continue
    byTask.set(Number(r.task_id), { progress: Number(r.progress), claimed: r.claimed === true })
  }
  return byTask
}

function stateOf(task: TaskRow, row: ProgressRow | undefined, player: PlayerFacts, now: number): number {
  if (row?.claimed) return TaskState.claimed
  if (task.minVip > player.vip) return TaskState.closed
  if ((row?.progress ?? 0) >= task.target) return TaskState.ready
  if (task.group === 'newbie' && now >= periodEnd('newbie', now, player.registeredAt)) return TaskState.closed
  return TaskState.inProgress
}

function shown(task: TaskRow, row: ProgressRow | undefined, player: PlayerFacts, now: number): Task {
  return {
    id: task.id,
    goal: task.goal,
    target: task.target,
    progress: Math.min(row?.progress ?? 0, task.target),
    reward: task.reward,
    propId: task.propId,
    state: stateOf(task, row, player, now),
    minVip: task.minVip,
    link: task.link,
  }
}

export async function taskUser(
  db: Db,
  userId: number | null,
  now: number,
): Promise<z.input<typeof taskUserReply>> {
  const [tasks, player, progress] = await Promise.all([
    taskRows(db),
    userId === null ? { vip: 0, registeredAt: now } : playerFacts(db, userId, now),
    userId === null ? new Map<number, ProgressRow>() : currentProgress(db, userId, now),
  ])
  return {
    vip: player.vip,
    groups: TASK_GROUPS.map((group) => ({
      group,
      endTime: Math.floor(periodEnd(group, now, player.registeredAt) / 1000),
      tasks: tasks.filter((t) => t.group === group).map((t) => shown(t, progress.get(t.id), player, now)),
    })),
  }
}

export async function activityStatus(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof activityStatusReply>> {
  const { groups } = await taskUser(db, userId, now)
  const list = groups.map((g) => ({
    group: g.group,
    claimable: g.tasks.filter((t) => t.state === TaskState.ready).length,
  }))
  return { list, taskAwardFlag: list.some((g) => g.claimable > 0) }
}

/** finishTask: the player opened the page a visit task names (the app calls it then); other goals refuse. */
export async function finishTask(db: Db, userId: number, id: number, now: number) {
  const [task] = await taskRows(db, id)
  if (!task) throw taskUnknown()
  if (task.goal !== 'visit') throw taskNotFinishable()
  const player = await playerFacts(db, userId, now)
  const period = periodOf(task.group, now)
  const open = task.group !== 'newbie' || now < periodEnd('newbie', now, player.registeredAt)
  if (open) {
    await db.execute(
      sql`INSERT INTO task_progress (user_id, task_id, period, progress, updated_at)
          VALUES (${userId}, ${id}, ${period}, ${task.target}, ${new Date(now).toISOString()}::timestamptz)
          ON CONFLICT (user_id, task_id, period) DO NOTHING`,
    )
  }
  const progress = await currentProgress(db, userId, now)
  return { task: shown(task, progress.get(id), player, now) }
}

interface Paying {
  task: TaskRow
  period: string
}

/**
 * Posts each task's reward under its own once-only key (task:<player>:<task>:<period>): coin house -> cash,
 * points points_issued -> the points account. The reply's prizes (coin, then points) and the cash after.
 */
async function pay(
  tx: Tx,
  userId: number,
  paying: Paying[],
  now: number,
): Promise<z.input<typeof taskAwardReply>> {
  for (const { task, period } of paying) {
    const key = `task:${userId}:${task.id}:${period}`
    const ref = { type: 'task', id: `${task.id}:${period}` }
    const event = { activity: 'task', task: task.id, period }
    const award =
      task.propId === PRIZE_POINTS
        ? pointsAward({ userId, points: task.reward, key, ref, event })
        : houseAward({ kind: TxKind.bonus, userId, amount: task.reward, key, ref, event })
    await postInTransaction(tx, award, now)
  }
  const total = (propId: number) =>
    paying.filter((p) => p.task.propId === propId).reduce((s, p) => s + p.task.reward, 0)
  const prizes = [PRIZE_COIN, PRIZE_POINTS]
    .map((propId) => ({ propId, amount: total(propId) }))
    .filter((p) => p.amount > 0)
  return { prizes, coin: (await playerBalances(tx, userId)).cash }
}

/** receiveTaskAward (any group) and receiveVipTask (`vipOnly`): pays one task's reward of this period once. */
export async function claimTask(
  db: Db,
  userId: number,
  id: number,
  now: number,
  vipOnly = false,
): Promise<z.input<typeof taskAwardReply>> {
  const [task] = await taskRows(db, id)
  if (!task || (vipOnly && task.group !== 'vip')) throw taskUnknown()
  return db.transaction(async (tx) => {
    if (task.minVip > (await vipFigures(tx, userId)).vip) throw taskVipLocked()
    const period = periodOf(task.group, now)
    // A parallel claim waits here on the row, then finds claimed_at set and updates nothing.
    const [claimed] = await query<{ task_id: number }>(
      tx,
      sql`UPDATE task_progress SET claimed_at = ${new Date(now).toISOString()}::timestamptz
          WHERE user_id = ${userId} AND task_id = ${id} AND period = ${period}
            AND claimed_at IS NULL AND progress >= ${task.target}
          RETURNING task_id`,
    )
    if (!claimed) {
      const [row] = await query<{ claimed: boolean }>(
        tx,
        sql`SELECT claimed_at IS NOT NULL AS claimed FROM task_progress
            WHERE user_id = ${userId} AND task_id = ${id} AND period = ${period}`,
      )
      throw row?.claimed ? taskClaimed() : taskNotReady()
    }
    return pay(tx, userId, [{ task, period }], now)
  })
}

/** receiveVipTaskUnReceiveBonus: every VIP task of this week that is ready and allowed, in one transaction. */
export async function claimAllVipTasks(
  db: Db,
  userId: number,
  now: number,
): Promise<z.input<typeof taskAwardReply>> {
  const period = periodOf('vip', now)
  const vipTasks = new Map((await taskRows(db)).filter((t) => t.group === 'vip').map((t) => [t.id, t]))
  return db.transaction(async (tx) => {
    const level = (await vipFigures(tx, userId)).vip
    const allowed = [...vipTasks.values()].filter((t) => t.minVip <= level)
    if (allowed.length === 0) throw vipTaskNone()
    // Locked in task order; a row a parallel claim has just claimed drops out when its lock is released.
    const rows = await query<{ task_id: number }>(
      tx,
      sql`SELECT tp.task_id FROM task_progress tp JOIN tasks k ON k.id = tp.task_id
          WHERE tp.user_id = ${userId} AND tp.period = ${period} AND tp.claimed_at IS NULL
            AND tp.progress >= k.target AND k.task_group = 'vip' AND k.status = 1 AND k.min_vip <= ${level}
          ORDER BY tp.task_id
          FOR UPDATE OF tp`,
    )
    const paying = rows.flatMap((r) => {
      const task = vipTasks.get(Number(r.task_id))
      return task ? [{ task, period }] : []
    })
    if (paying.length === 0) throw vipTaskNone()
    await tx.execute(
      sql`UPDATE task_progress SET claimed_at = ${new Date(now).toISOString()}::timestamptz
          WHERE user_id = ${userId} AND period = ${period}
            AND task_id IN (${sql.join(
              paying.map((p) => sql`${p.task.id}`),
              sql`, `,
            )})`,
    )
    return pay(tx, userId, paying, now)
  })
}
