import { useSyncExternalStore } from 'react'

/**
 * The browser's online flag, live. `navigator.onLine` false is reliable (no network at all); true only
 * means "some network", so callers treat it as a hint and still let requests fail on their own.
 */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

const isOnline = () => globalThis.navigator?.onLine ?? true

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
