import { type RefObject, useEffect, useState } from 'react'

/**
 * How far outside the viewport an image starts loading. Chromium's own `loading="lazy"` starts at
 * 1250-2500 px, which on a phone takes in the whole lobby: 41 game arts on a cold start, each an SVG
 * that the main thread parses, lays out and paints as a document of its own (about a third of the
 * lobby's main-thread work in Lighthouse). A screen's worth of scrolling ahead is enough.
 */
const MARGIN = '200px 0px'

let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()

function watch(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const near = waiting.get(entry.target)
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
        near?.()
      }
    },
    { rootMargin: MARGIN },
  )
  waiting.set(element, onNear)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}

/**
 * True once the element has come within MARGIN of the viewport, and from then on: one observer for
 * every caller. Without IntersectionObserver (old browsers, the unit tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    return watch(element, () => setNear(true))
  }, [ref, near])
  return near
}
