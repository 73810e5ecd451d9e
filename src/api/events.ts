import type { CallName } from '../../contract/calls/index.ts'

/**
 * The HTTP client and the session talk to the UI shell through these events, so neither imports UI code.
 * 'timeout' is rendered as the 'Tips' dialog (tips.title / tips.timeout).
 */
export type SessionClearReason = 'unauthorized' | 'crossTab' | 'logout' | 'switchUser'

export interface ApiEvents {
  timeout: { call: CallName }
  unauthorized: { call: CallName | null; reason: 'unauthorized' | 'crossTab' }
  sessionCleared: { reason: SessionClearReason }
}

export type ApiEventName = keyof ApiEvents
type Listener<E extends ApiEventName> = (payload: ApiEvents[E]) => void

const listeners: { [E in ApiEventName]: Set<Listener<E>> } = {
  timeout: new Set(),
  unauthorized: new Set(),
  sessionCleared: new Set(),
}

/** Subscribes; returns the unsubscribe function (handy as a useEffect cleanup). */
export function on<E extends ApiEventName>(event: E, listener: Listener<E>): () => void {
  listeners[event].add(listener)
  return () => {
    listeners[event].delete(listener)
  }
}

export function emit<E extends ApiEventName>(event: E, payload: ApiEvents[E]): void {
  // A throwing listener must not stop the others (e.g. the query cache reset after a broken store).
  for (const listener of [...listeners[event]]) {
    try {
      listener(payload)
    } catch (error) {
      console.error(`[api] '${event}' listener failed`, error)
    }
  }
}
