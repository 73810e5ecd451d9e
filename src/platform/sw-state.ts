import { useSyncExternalStore } from 'react'
import { type CatalogueSummary, SwMessage } from '../../sw/messages.ts'

/**
 * What the page knows about its service worker (spec 1: needRefresh, offlineReady, registrationError).
 * The update prompt (src/ui/pwa-prompt.tsx) writes it as the registration progresses; the diagnostics
 * page reads it (and asks the worker about its caches through sw-tools.ts).
 */
export interface SwState {
  supported: boolean
  registration: ServiceWorkerRegistration | null
  /** Spec 8: a registration error sets a flag. The message is kept for testers. */
  registrationError: string | null
  /** When the page last asked the server for a newer sw.js (ms since the epoch). */
  lastUpdateCheck: number | null
  /** A new worker is installed and waits for the player's go (the reload bar). */
  needRefresh: boolean
  /** The first worker finished installing: the app now works offline (a one-time toast). */
  offlineReady: boolean
}

let state: SwState = {
  supported: typeof navigator !== 'undefined' && 'serviceWorker' in navigator,
  registration: null,
  registrationError: null,
  lastUpdateCheck: null,
  needRefresh: false,
  offlineReady: false,
}
const listeners = new Set<() => void>()

function set(patch: Partial<SwState>) {
  state = { ...state, ...patch }
  for (const listener of [...listeners]) listener()
}

export const getSwState = (): SwState => state

/**
 * Stores the registration and follows its workers: a worker that finishes installing while another
 * controls the page is an update (needRefresh); the very first one means the app now works offline
 * (offlineReady). Every state change re-publishes, so diagnostics stays current.
 */
export function setRegistration(registration: ServiceWorkerRegistration): void {
  if (registration === state.registration) return
  const controlled = () => Boolean(globalThis.navigator?.serviceWorker?.controller)
  const watched = new WeakSet<ServiceWorker>()
  // The installing worker is often seen twice (already installing, then its updatefound): follow it once,
  // or its install would announce offlineReady twice.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker || watched.has(worker)) return
    watched.add(worker)
    worker.addEventListener?.('statechange', () => {
      if (worker.state !== 'installed') return set({})
      set(controlled() ? { needRefresh: true } : { offlineReady: true })
    })
  }
  registration.addEventListener?.('updatefound', () => {
    watch(registration.installing)
    set({})
  })
  watch(registration.installing)
  // A worker left waiting by an earlier visit is an update too.
  set({ registration, needRefresh: state.needRefresh || Boolean(registration.waiting && controlled()) })
}

/**
 * Registers /sw.js after the page has loaded (so the worker's precache downloads never compete with
 * the first paint), with updates under the player's control: nothing activates until applyUpdate().
 */
export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  const sw = globalThis.navigator?.serviceWorker
  if (!sw) return
  if (document.readyState !== 'complete') {
    await new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
  }
  try {
    setRegistration(await sw.register(url, { scope: '/' }))
  } catch (error) {
    setRegistrationError(error)
    console.warn('[pwa] service worker registration failed', error)
  }
}

/** The reload bar's button: the waiting worker takes over, then the page reloads onto the new build. */
export function applyUpdate(): void {
  const waiting = state.registration?.waiting
  const sw = globalThis.navigator?.serviceWorker
  if (!waiting || !sw) return
  sw.addEventListener('controllerchange', () => location.reload(), { once: true })
  waiting.postMessage({ type: SwMessage.skipWaiting })
}

export const dismissNeedRefresh = () => set({ needRefresh: false })
export const offlineReadyShown = () => set({ offlineReady: false })

export const setRegistrationError = (error: unknown) =>
  set({ registrationError: error instanceof Error ? error.message || error.name : String(error) })

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSwState(): SwState {
  return useSyncExternalStore(subscribe, getSwState, getSwState)
}

/**
 * Asks the server for a newer sw.js. A new one installs and waits; the prompt then shows needRefresh.
 * Resolves false when there is no registration or the check failed (offline).
 */
export async function checkForUpdate(): Promise<boolean> {
  const registration = state.registration
  if (!registration) return false
  set({ lastUpdateCheck: Date.now() })
  try {
    await registration.update()
    return true
  } catch {
    return false
  }
}

/** Periodic update check: hourly, and when the app returns to the foreground after 10 minutes away. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000
export const FOREGROUND_CHECK_AFTER_MS = 10 * 60 * 1000

export function startPeriodicUpdateCheck(
  doc: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'> = document,
  now: () => number = Date.now,
): () => void {
  const timer = setInterval(() => {
    if (globalThis.navigator?.onLine !== false) void checkForUpdate()
  }, UPDATE_CHECK_INTERVAL_MS)
  const onVisible = () => {
    if (doc.visibilityState !== 'visible') return
    const last = state.lastUpdateCheck ?? 0
    if (now() - last >= FOREGROUND_CHECK_AFTER_MS) void checkForUpdate()
  }
  doc.addEventListener('visibilitychange', onVisible)
  return () => {
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', onVisible)
  }
}

export type { CatalogueSummary }
