import { describe, expect, it } from 'vitest'
import { isoWeek, periodEnd, periodOf } from './tasks.period.ts'

const at = (iso: string) => Date.parse(iso)

describe('task periods', () => {
  it('daily: the UTC date, ending at the next 00:00 UTC', () => {
    expect(periodOf('daily', at('2026-11-22T23:59:59Z'))).toBe('2026-11-22')
    expect(periodOf('daily', at('2026-11-23T00:00:00Z'))).toBe('2026-11-23')
    expect(periodEnd('daily', at('2026-11-22T12:00:00Z'), 0)).toBe(at('2026-11-23T00:00:00Z'))
  })

  it('weekly and vip: the ISO week, from Monday 00:00 UTC', () => {
    // 2026-11-22 is a Sunday, 2026-11-23 a Monday.
    expect(periodOf('weekly', at('2026-11-22T23:59:59Z'))).toBe('2026-W47')
    expect(periodOf('weekly', at('2026-11-23T00:00:00Z'))).toBe('2026-W48')
    expect(periodOf('vip', at('2026-11-29T23:59:59Z'))).toBe('2026-W48')
    expect(periodEnd('weekly', at('2026-11-25T10:00:00Z'), 0)).toBe(at('2026-11-30T00:00:00Z'))
    expect(periodEnd('vip', at('2026-11-22T10:00:00Z'), 0)).toBe(at('2026-11-23T00:00:00Z'))
  })

  it('ISO weeks across a new year: 2027-01-01 (a Friday) is in 2026-W53, 2027-01-04 in 2027-W01', () => {
    expect(isoWeek(at('2027-01-01T12:00:00Z'))).toBe('2026-W53')
    expect(isoWeek(at('2027-01-04T00:00:00Z'))).toBe('2027-W01')
    expect(isoWeek(at('2026-01-01T00:00:00Z'))).toBe('2026-W01')
  })

  it('newbie: one period, ending 7 days after registration', () => {
    expect(periodOf('newbie', at('2030-01-01T00:00:00Z'))).toBe('once')
    expect(periodEnd('newbie', 0, at('2026-11-20T08:00:00Z'))).toBe(at('2026-11-27T08:00:00Z'))
  })
})
