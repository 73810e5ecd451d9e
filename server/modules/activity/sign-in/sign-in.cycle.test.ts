import { describe, expect, it } from 'vitest'
import { cycleState, nextUtcMidnight, utcDate } from './sign-in.cycle.ts'

describe('the sign-in cycle', () => {
  // Worked out by hand: [latest claim, today] -> [today's cycle day, days claimed, claimable].
  const table: Array<[string, { date: string; day: number } | null, string, number, number, boolean]> = [
    ['never claimed', null, '2026-11-22', 1, 0, true],
    ['claimed day 1 today', { date: '2026-11-22', day: 1 }, '2026-11-22', 1, 1, false],
    ['day 1 yesterday', { date: '2026-11-21', day: 1 }, '2026-11-22', 2, 1, true],
    ['day 3 yesterday', { date: '2026-11-21', day: 3 }, '2026-11-22', 4, 3, true],
    ['day 6 yesterday', { date: '2026-11-21', day: 6 }, '2026-11-22', 7, 6, true],
    ['day 7 yesterday: a new cycle', { date: '2026-11-21', day: 7 }, '2026-11-22', 1, 0, true],
    ['day 7 today', { date: '2026-11-22', day: 7 }, '2026-11-22', 7, 7, false],
    ['day 4 two days ago: missed a day', { date: '2026-11-20', day: 4 }, '2026-11-22', 1, 0, true],
    ['across a month end', { date: '2026-11-30', day: 2 }, '2026-12-01', 3, 2, true],
    ['across a year end', { date: '2026-12-31', day: 5 }, '2027-01-01', 6, 5, true],
    ['across 29 February', { date: '2028-02-28', day: 1 }, '2028-02-29', 2, 1, true],
    [
      '28 Feb -> 1 Mar in a leap year is a missed day',
      { date: '2028-02-28', day: 1 },
      '2028-03-01',
      1,
      0,
      true,
    ],
  ]
  it.each(table)('%s', (_name, last, today, day, claimedThrough, canClaim) => {
    expect(cycleState(last, today)).toEqual({ today: day, claimedThrough, canClaim })
  })

  it('dates by UTC and resets at 00:00 UTC', () => {
    expect(utcDate(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe('2026-11-22')
    expect(utcDate(Date.UTC(2026, 10, 23, 0, 0, 0))).toBe('2026-11-23')
    expect(nextUtcMidnight(Date.UTC(2026, 10, 22, 12, 0, 0))).toBe(Date.UTC(2026, 10, 23))
    expect(nextUtcMidnight(Date.UTC(2026, 10, 23))).toBe(Date.UTC(2026, 10, 24))
  })
})
