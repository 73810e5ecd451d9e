import { describe, expect, it } from 'vitest'
import { customRangeError, defaultFilters, toCoinDetailFilter } from './record-filters.ts'

// A fixed local time: 2026-03-15 14:30.
const now = new Date(2026, 2, 15, 14, 30).getTime()
const secs = (y: number, m: number, d: number) => Math.floor(new Date(y, m - 1, d).getTime() / 1000)

describe('record filters', () => {
  it('presets start at local midnight, today included, and leave the end open', () => {
    expect(toCoinDetailFilter({ ...defaultFilters(), period: '7' }, now)).toEqual({
      startTime: secs(2026, 3, 9),
    })
    expect(toCoinDetailFilter(defaultFilters(), now)).toEqual({ startTime: secs(2026, 2, 14) })
    expect(toCoinDetailFilter({ ...defaultFilters(), period: '365' }, now)?.startTime).toBe(secs(2025, 3, 16))
  })

  it('adds the kind when one is chosen', () => {
    expect(toCoinDetailFilter({ ...defaultFilters(), kind: 'withdraw_paid', period: '90' }, now)).toEqual({
      kind: 'withdraw_paid',
      startTime: secs(2025, 12, 16),
    })
  })

  it('turns a custom range into [from, day after to)', () => {
    const f = { kind: '' as const, period: 'custom' as const, from: '2026-01-10', to: '2026-01-12' }
    expect(toCoinDetailFilter(f, now)).toEqual({ startTime: secs(2026, 1, 10), endTime: secs(2026, 1, 13) })
  })

  it('refuses an incomplete or reversed custom range', () => {
    const base = { ...defaultFilters(), period: 'custom' as const }
    expect(toCoinDetailFilter({ ...base, from: '2026-01-10' }, now)).toBeNull()
    expect(customRangeError({ ...base, from: '2026-01-10' })).toBe('records.rangeRequired')
    expect(customRangeError({ ...base, from: '2026-01-12', to: '2026-01-10' })).toBe('records.rangeOrder')
    expect(customRangeError({ ...base, from: '2026-01-10', to: '2026-01-10' })).toBeNull()
  })
})
