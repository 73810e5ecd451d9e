import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESEND_SECONDS, resendKey, resetResendMemory, useResendCountdown } from './resend-countdown.ts'

describe('SMS resend countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    resetResendMemory()
  })
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

  it('survives a reload: the deadline is kept in storage, per purpose and phone', () => {
    const key = resendKey(0, '5511987654321')
    const before = renderHook(() => useResendCountdown(key))
    act(() => before.result.current.start(45))
    act(() => vi.advanceTimersByTime(5_000))
    before.unmount()

    resetResendMemory() // what a reload does to this module
    const after = renderHook(() => useResendCountdown(key))
    expect(after.result.current.remaining).toBe(40)
    expect(renderHook(() => useResendCountdown(resendKey(0, '5511900000000'))).result.current.running).toBe(
      false,
    )
    expect(renderHook(() => useResendCountdown(resendKey(3, '5511987654321'))).result.current.running).toBe(
      false,
    )
  })

  it('follows a key that changes (the player edits the phone)', () => {
    const { result, rerender } = renderHook(({ key }) => useResendCountdown(key), {
      initialProps: { key: resendKey(0, '111') },
    })
    act(() => result.current.start(30))
    rerender({ key: resendKey(0, '222') })
    expect(result.current.running).toBe(false)
    rerender({ key: resendKey(0, '111') })
    expect(result.current.remaining).toBe(30)
  })

  it('forgets deadlines once they have passed', () => {
    const { result } = renderHook(() => useResendCountdown('test:d'))
    act(() => result.current.start(5))
    act(() => vi.advanceTimersByTime(6_000))
    const late = renderHook(() => useResendCountdown('test:e'))
    act(() => late.result.current.start(10))
    expect(JSON.parse(localStorage.getItem('ll.smsResend') ?? '{}')).toEqual({ 'test:e': expect.any(Number) })
  })
})
