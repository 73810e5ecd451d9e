import { afterEach, describe, expect, it, vi } from 'vitest'
import { RETRY_STATUSES, retryAfterSeconds, retryDelayMs } from './retry.ts'

afterEach(() => vi.restoreAllMocks())

describe('retryDelayMs', () => {
  it('lists exactly the spec statuses', () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
  })

  it('backs off 300-500 ms without Retry-After', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    expect(retryDelayMs(null)).toBe(300)
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    expect(retryDelayMs(null)).toBe(499)
  })

  it('honours Retry-After in seconds or as a date, up to a 3 s cap', () => {
    expect(retryDelayMs('1')).toBe(1_000)
    expect(retryDelayMs('0')).toBe(0)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryDelayMs('Thu, 01 Jan 2026 00:00:02 GMT', now)).toBe(2_000)
    expect(retryDelayMs('4')).toBeNull()
    expect(retryDelayMs('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBeNull()
  })

  it('ignores a malformed Retry-After', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    expect(retryDelayMs('soon')).toBe(400)
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds or a date as whole seconds from now, and nothing from a missing or bad header', () => {
    expect(retryAfterSeconds('42')).toBe(42)
    expect(retryAfterSeconds('1.2')).toBe(2)
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', now)).toBe(60)
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0)
    expect(retryAfterSeconds(null)).toBeUndefined()
    expect(retryAfterSeconds('soon')).toBeUndefined()
  })
})
