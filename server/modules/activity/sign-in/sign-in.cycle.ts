import { SIGN_IN_CYCLE_DAYS } from '../../../../contract/calls/activity-sign-in.ts'

/** A player's latest claim: its UTC date (yyyy-mm-dd) and the cycle day it was. */
export interface LastClaim {
  date: string
  day: number
}

export interface CycleState {
  /** The cycle day today is: claimable now, or claimed already today. */
  today: number
  /** Days 1..claimedThrough of the current cycle are claimed (0: none). */
  claimedThrough: number
  canClaim: boolean
}

const DAY_MS = 86_400_000

/** The UTC date of an instant, yyyy-mm-dd: the daily-once flag's day (spec 4). */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The next 00:00 UTC after `ms`, epoch ms. */
export const nextUtcMidnight = (ms: number): number => (Math.floor(ms / DAY_MS) + 1) * DAY_MS

const previousDate = (date: string): string => utcDate(Date.parse(`${date}T00:00:00Z`) - DAY_MS)

/**
 * Where the cycle stands on `today` after the player's latest claim. Claiming on consecutive UTC dates
 * walks days 1..7, then starts again at 1; a date with no claim in between restarts the cycle at 1.
 */
export function cycleState(last: LastClaim | null, today: string): CycleState {
  if (last && last.date === today) return { today: last.day, claimedThrough: last.day, canClaim: false }
  if (last && last.date === previousDate(today)) {
    const cycleDone = last.day >= SIGN_IN_CYCLE_DAYS
    return {
      today: cycleDone ? 1 : last.day + 1,
      claimedThrough: cycleDone ? 0 : last.day,
      canClaim: true,
    }
  }
  return { today: 1, claimedThrough: 0, canClaim: true }
}
