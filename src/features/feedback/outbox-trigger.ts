import { getSession, subscribeSession } from '../../api/session.ts'

/** Set while a ticket waits in the outbox: the shell reads it without opening IndexedDB on every start. */
export const PENDING_FLAG = 'll-feedback-pending'

/** Listeners of "the outbox sent tickets" (the record list refreshes). */
export const SENT_EVENT = 'll-feedback-sent'

/**
 * Sends tickets written offline when the network returns, wherever the player is in the app: at start,
 * on every `online` event and on login. Dexie and the outbox load only when the flag says one waits.
 * Started once per page: by main.tsx when the flag is set at start, else by the first ticket queued.
 */
let watching = false
export function watchFeedbackOutbox(): void {
  if (watching) return
  watching = true
  const run = () => {
    const userId = getSession().user?.id
    if (!userId || !navigator.onLine || !localStorage.getItem(PENDING_FLAG)) return
    void import('./outbox.ts')
      .then((m) => m.feedbackOutbox().flush(userId))
      .then((sent) => {
        if (sent.length) window.dispatchEvent(new Event(SENT_EVENT))
      })
      .catch(() => {})
  }
  window.addEventListener('online', run)
  subscribeSession(run)
  run()
}
