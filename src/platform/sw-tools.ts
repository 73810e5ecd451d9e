import { type CatalogueSummary, SwMessage, type SwMessageType } from '../../sw/messages.ts'
import { getSwState, setRegistration } from './sw-state.ts'

/**
 * What the diagnostics page asks of the service worker. Apart from sw-state.ts because the update prompt
 * loads that on every first visit and these only matter to testers on /diagnostics.
 */

/** The page's registration even before the update prompt reported it (diagnostics opened first). */
export async function findRegistration(): Promise<void> {
  if (getSwState().registration || !getSwState().supported) return
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (registration) setRegistration(registration)
}

/** Sends one request to the active worker and waits for its reply (null: no worker or no answer). */
export async function askWorker<T>(type: SwMessageType, timeoutMs = 3_000): Promise<T | null> {
  const worker = getSwState().registration?.active ?? globalThis.navigator?.serviceWorker?.controller
  if (!worker) return null
  const channel = new MessageChannel()
  return new Promise<T | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs)
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      resolve(event.data as T)
    }
    worker.postMessage({ type }, [channel.port2])
  })
}

export const catalogueSummary = () => askWorker<CatalogueSummary[]>(SwMessage.catalogueInfo)

/**
 * Empties every cache the app controls and starts the worker from scratch: Cache Storage (shell and
 * images), the worker's catalogue store, then unregisters the worker so the next load installs afresh.
 * The session, the locale and unsent events are data, not caches, and stay.
 */
export async function clearAppCaches(): Promise<void> {
  await askWorker<boolean>(SwMessage.clearCatalogue)
  if (globalThis.caches) {
    const names = await caches.keys()
    await Promise.all(names.map((name) => caches.delete(name)))
  }
  await getSwState().registration?.unregister()
}
