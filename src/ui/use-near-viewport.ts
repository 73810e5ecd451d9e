import { createContext, type RefObject, useContext, useEffect, useState } from 'react'

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
 * Set by a container that watches itself for everything inside it (a lobby section for its cards):
 * the browser then works out the intersections of 6 sections on every frame rather than of 49 cards.
 */
export const NearViewport = createContext<boolean | null>(null)

/**
 * True once the element has come within MARGIN of the viewport, and from then on: one observer for
 * every caller. Inside a NearViewport container, the container's answer instead. Without
 * IntersectionObserver (old browsers, the unit tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const container = useContext(NearViewport)
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function')
  useEffect(() => {
    const element = ref.current
    if (container !== null || near || !element) return
    return watch(element, () => setNear(true))
  }, [ref, near, container])
  return container ?? near
}
