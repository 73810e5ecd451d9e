import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NearViewport, useNearViewport } from './use-near-viewport.ts'

function Probe({ label }: { label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref)
  return (
    <div ref={ref} data-testid={label}>
      {near ? 'near' : 'far'}
    </div>
  )
}

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined
  observed = new Set<Element>()
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  enter(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useNearViewport', () => {
  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe label="a" />)
    expect(screen.getByTestId('a').textContent).toBe('near')
  })

  it('waits for its element to come near the viewport, through one shared observer', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(
      <>
        <Probe label="a" />
        <Probe label="b" />
      </>,
    )
    const observer = FakeObserver.last
    if (!observer) throw new Error('no observer made')
    expect(observer.options?.rootMargin).toBe('200px 0px')
    const a = screen.getByTestId('a')
    const b = screen.getByTestId('b')
    expect(observer.observed).toEqual(new Set([a, b]))
    expect(a.textContent).toBe('far')

    act(() => observer.enter(a))
    expect(a.textContent).toBe('near')
    expect(b.textContent).toBe('far')
    // Seen once is enough: it is no longer watched.
    expect(observer.observed).toEqual(new Set([b]))

    cleanup()
    expect(observer.observed.size).toBe(0)
  })

  it('inside a NearViewport container, follows the container and watches nothing itself', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    const observe = vi.spyOn(FakeObserver.prototype, 'observe')
    const { rerender } = render(
      <NearViewport value={false}>
        <Probe label="a" />
      </NearViewport>,
    )
    expect(screen.getByTestId('a').textContent).toBe('far')
    expect(observe).not.toHaveBeenCalled()
    rerender(
      <NearViewport value={true}>
        <Probe label="a" />
      </NearViewport>,
    )
    expect(screen.getByTestId('a').textContent).toBe('near')
  })
})
