import { startTransition, useEffect, useState } from 'react'

/**
 * False on the first render, true once React has drawn what the caller renders in a transition. The
 * router draws a page it has just loaded synchronously (its state reaches React through
 * useSyncExternalStore, which never yields), so a first page's whole tree was one long task that a phone
 * could not answer a tap during. In a transition React renders it in slices of a few ms instead.
 */
export function useDrawnInTransition(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => startTransition(() => setDrawn(true)), [])
  return drawn
}
