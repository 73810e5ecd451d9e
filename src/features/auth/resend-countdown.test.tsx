import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESEND_SECONDS, useResendCountdown } from './resend-countdown.ts'

describe('SMS resend countdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts down 60 seconds and then allows a resend', () => {
    const { result } = renderHook(() => useResendCountdown('test:a'))
    expect(result.current.running).toBe(false)

    act(() => result.current.start())
    expect(result.current.remaining).toBe(RESEND_SECONDS)
    expect(RESEND_SECONDS).toBe(60)

    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.remaining).toBe(59)
    act(() => vi.advanceTimersByTime(58_000))
    expect(result.current.remaining).toBe(1)
    expect(result.current.running).toBe(true)
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current.remaining).toBe(0)
    expect(result.current.running).toBe(false)
  })

  it('uses the server-given delay and survives a remount', () => {
    const first = renderHook(() => useResendCountdown('test:b'))
    act(() => first.result.current.start(30))
    act(() => vi.advanceTimersByTime(10_000))
    first.unmount()

    const second = renderHook(() => useResendCountdown('test:b'))
    expect(second.result.current.remaining).toBe(20)
    const other = renderHook(() => useResendCountdown('test:c'))
    expect(other.result.current.running).toBe(false)
  })
})
