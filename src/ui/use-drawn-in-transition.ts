import { startTransition, useEffect, useState } from 'react'

let markDrawn = () => {}
/**
 * Resolves once the first page is on screen: what main.tsx starts after the first paint (telemetry, the
 * start popups) waits for it, so it does not run between the slices of that first draw and delay it.
 */
export const firstPageDrawn = new Promise<void>((resolve) => {
  markDrawn = resolve
})

/**
 * False on the first render, true once React has drawn what the caller renders in a transition. The
 * router draws a page it has just loaded synchronously (its state reaches React through
 * useSyncExternalStore, which never yields), so a first page's whole tree was one long task that a phone
 * could not answer a tap during. In a transition React renders it in slices of a few ms instead.
 */
export function useDrawnInTransition(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])
  useEffect(() => {
    if (drawn) markDrawn()
  }, [drawn])
  return drawn
}
