import type { TaskGroup } from '../../../../contract/calls/tasks.ts'
import { nextUtcMidnight, utcDate } from '../sign-in/sign-in.cycle.ts'

const DAY_MS = 86_400_000
/** A newbie task counts what happens in the player's first 7 days after registration. */
export const NEWBIE_WINDOW_MS = 7 * DAY_MS

/** Monday 00:00 UTC of the ISO week holding `ms`. */
const weekStart = (ms: number): number => {
  const day = Math.floor(ms / DAY_MS)
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return (day - ((day + 3) % 7)) * DAY_MS
}

/** The ISO week of `ms` in UTC, e.g. '2026-W48' (the year is the one its Thursday is in). */
export function isoWeek(ms: number): string {
  const thursday = new Date(weekStart(ms) + 3 * DAY_MS)
  const year = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1
  return `${year}-W${String(week).padStart(2, '0')}`
}

/** The period an instant belongs to in a group: its progress and its claim are kept under it. */
export function periodOf(group: TaskGroup, ms: number): string {
  if (group === 'daily') return utcDate(ms)
  if (group === 'newbie') return 'once'
  return isoWeek(ms)
}

/** When the group's current period ends, epoch ms (newbie: the end of the player's first 7 days). */
export function periodEnd(group: TaskGroup, now: number, registeredAt: number): number {
  if (group === 'daily') return nextUtcMidnight(now)
  if (group === 'newbie') return registeredAt + NEWBIE_WINDOW_MS
  return weekStart(now) + 7 * DAY_MS
}
