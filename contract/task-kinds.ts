/**
 * A task's group, goal and state (contract/calls/tasks.ts has the calls). Zod-free, so the tasks page and
 * the bonus tabs read them without loading the contract's schemas (zod's core is 19 KiB brotli).
 */
export const TASK_GROUPS = ['daily', 'weekly', 'newbie', 'vip'] as const
export type TaskGroup = (typeof TASK_GROUPS)[number]

/**
 * What a task counts: deposit_amount (paid deposits, minor units), valid_bet_amount (valid bets, minor
 * units, rollbacks taken out), bet_count (bets, rollbacks taken out), sign_in_days (daily sign-in claims),
 * visit (the player opened the page in `link`: finishTask).
 */
export const TASK_GOALS = [
  'deposit_amount',
  'valid_bet_amount',
  'bet_count',
  'sign_in_days',
  'visit',
] as const
export type TaskGoal = (typeof TASK_GOALS)[number]

/** 0 in progress, 1 ready to claim, 2 claimed, 3 closed (newbie window over unfinished, or VIP level too low). */
export const TaskState = { inProgress: 0, ready: 1, claimed: 2, closed: 3 } as const
