import type { Task } from '../../../contract/calls/tasks.ts'

type Translate = (key: string, options?: Record<string, unknown>) => string

/** Visit tasks are named by the page they open; a page not listed here reads 'Visit the page'. */
const VISIT_NAMES: Record<string, string> = {
  '/vip': 'tasks.visit.vip',
  '/faq': 'tasks.visit.faq',
}

/** The amount goals count money (shown with <Money/>), the others count times. */
export const isAmountGoal = (goal: Task['goal']) => goal === 'deposit_amount' || goal === 'valid_bet_amount'

/** A task's name: its goal's translation with the target in it (`money` formats the amount goals). */
export function taskName(task: Task, t: Translate, money: (minor: number) => string): string {
  if (task.goal === 'visit') return t(VISIT_NAMES[task.link] ?? 'tasks.visit.other')
  if (isAmountGoal(task.goal)) return t(`tasks.goal.${task.goal}`, { amount: money(task.target) })
  return t(`tasks.goal.${task.goal}`, { count: task.target })
}

/** Time until `endTime` (epoch seconds) as days and hours, or hours and minutes under a day. */
export function timeLeft(endTime: number, nowMs: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor((endTime * 1000 - nowMs) / 60_000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return t('tasks.leftDays', { days, hours })
  return t('tasks.leftHours', { hours, minutes: minutes % 60 })
}
