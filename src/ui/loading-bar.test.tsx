import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../i18n/index.ts'
import { LoadingBar } from './loading-bar.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const bar = () => screen.queryByRole('progressbar')

describe('LoadingBar', () => {
  it('stays hidden for navigations shorter than the 200 ms throttle', () => {
    const view = render(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(199))
    expect(bar()).toBeNull()
    view.rerender(<LoadingBar active={false} />)
    act(() => vi.advanceTimersByTime(1_000))
    expect(bar()).toBeNull()
  })

  it('appears once pending lasts 200 ms, with the 2 s duration', () => {
    render(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(200))
    const el = bar()
    expect(el).not.toBeNull()
    expect(el?.getAttribute('style')).toContain('--loading-duration: 2000ms')
  })

  it('finishes and then disappears when the navigation ends', () => {
    const view = render(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(500))
    view.rerender(<LoadingBar active={false} />)
    expect(bar()?.getAttribute('aria-busy')).toBe('false')
    act(() => vi.advanceTimersByTime(300))
    expect(bar()).toBeNull()
  })

  it('restarts the throttle for the next navigation', () => {
    const view = render(<LoadingBar active={false} />)
    view.rerender(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(150))
    view.rerender(<LoadingBar active={false} />)
    view.rerender(<LoadingBar active />)
    act(() => vi.advanceTimersByTime(150))
    expect(bar()).toBeNull()
    act(() => vi.advanceTimersByTime(50))
    expect(bar()).not.toBeNull()
  })
})
