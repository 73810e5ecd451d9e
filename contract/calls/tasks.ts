import { z } from 'zod'
import { emptyRequest, requestBody } from '../common.ts'
import { TASK_GOALS, TASK_GROUPS } from '../task-kinds.ts'
import { prizeSchema } from './activity-sign-in.ts'

/**
 * Tasks (spec 7 "Tasks and activities": getTaskUser, finishTask, receiveTaskAward, activityGetStatusList;
 * spec 7 "VIP": receiveVipTask, receiveVipTaskUnReceiveBonus; DESIGN 5: Tasks, Tasks1). Operator rows in
 * four groups: daily (resets 00:00 UTC), weekly (ISO week, resets Monday 00:00 UTC), newbie (once, the
 * first 7 days after registration) and vip (weekly, claimable from a minimum VIP level). Progress follows
 * deposits, bets and sign-ins through the outbox, so it moves a moment after the event, not in its reply.
 * A task's name is the translation of its goal with the target filled in (`tasks.goal.<goal>`).
 */

export { TASK_GOALS, TASK_GROUPS, type TaskGoal, type TaskGroup, TaskState } from '../task-kinds.ts'

export const taskSchema = z.object({
  id: z.number().int(),
  goal: z.enum(TASK_GOALS),
  /** Minor units for the amount goals, a count for the others. */
  target: z.number().int(),
  /** This period's progress, at most `target`. */
  progress: z.number().int(),
  /** Coin (prize 2001) paid to cash, minor units, no wagering. */
  reward: z.number().int(),
  propId: z.number().int(),
  state: z.number().int().min(0).max(3),
  /** The lowest VIP level that may claim it (0 outside the vip group). */
  minVip: z.number().int(),
  /** Where in the app the goal is done ('/faq'), or ''. */
  link: z.string(),
})
export type Task = z.infer<typeof taskSchema>

export const taskGroupSchema = z.object({
  group: z.enum(TASK_GROUPS),
  /** When this group's period ends (epoch seconds): progress and claims start again after it. */
  endTime: z.number().int(),
  tasks: z.array(taskSchema),
})

/** Signed in: the player's progress; a visitor gets every task at 0 (the page shows them and a log-in button). */
export const taskUserReply = z.object({
  /** The player's VIP level (0 for a visitor). */
  vip: z.number().int(),
  groups: z.array(taskGroupSchema),
})

/** A task id as the operator numbers them. */
const taskId = z.number().int().min(1).max(2_147_483_647)

export const taskIdRequest = requestBody({ id: taskId })

/** finishTask: the visit task is done; its new state. */
export const finishTaskReply = z.object({ task: taskSchema })

/** What a claim paid, for the reward list, and the cash balance after it. */
export const taskAwardReply = z.object({
  prizes: z.array(prizeSchema),
  coin: z.number().int(),
})

export const activityStatusReply = z.object({
  /** Per task group: how many tasks are ready to claim now. */
  list: z.array(z.object({ group: z.enum(TASK_GROUPS), claimable: z.number().int() })),
  /** Some task is ready to claim (spec 3 taskAwardFlag; the red dot hasTask). */
  taskAwardFlag: z.boolean(),
})

export { emptyRequest }
