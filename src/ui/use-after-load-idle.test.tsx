import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useAfterLoadIdle } from './use-after-load-idle.ts'

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget()
  const idle = new Map<number, () => void>()
  let next = 1
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: (fn: () => void) => {
      idle.set(next, fn)
      return next++
    },
    cancelIdleCallback: (id: number) => idle.delete(id),
  }
  return {
    win: win as unknown as Window,
    load: () => target.dispatchEvent(new Event('load')),
    runIdle: () => {
      for (const [id, fn] of [...idle]) {
        idle.delete(id)
        fn()
      }
    },
    pendingIdle: () => idle.size,
  }
}

afterEach(cleanup)

describe('useAfterLoadIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakeWindow('loading')
    const { result } = renderHook(() => useAfterLoadIdle(page.win))
    expect(result.current).toBe(false)
    expect(page.pendingIdle()).toBe(0)
    act(() => void page.load())
    expect(result.current).toBe(false)
    expect(page.pendingIdle()).toBe(1)
    act(() => page.runIdle())
    expect(result.current).toBe(true)
  })

  it('only waits for idle when the page has already loaded', () => {
    const page = fakeWindow('complete')
    const { result } = renderHook(() => useAfterLoadIdle(page.win))
    expect(page.pendingIdle()).toBe(1)
    act(() => page.runIdle())
    expect(result.current).toBe(true)
  })

  it('cancels what it waits for when unmounted', () => {
    const page = fakeWindow('complete')
    const { unmount } = renderHook(() => useAfterLoadIdle(page.win))
    unmount()
    expect(page.pendingIdle()).toBe(0)
  })
})
