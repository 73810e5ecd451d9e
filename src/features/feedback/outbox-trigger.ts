import { getSession, subscribeSession } from '../../api/session.ts'

/** Set while a ticket waits in the outbox: the shell reads it without opening IndexedDB on every start. */
export const PENDING_FLAG = 'll-feedback-pending'

/** Listeners of "the outbox tried to send" (the record list re-reads it: tickets sent, or refused). */
export const FLUSHED_EVENT = 'll-feedback-flushed'

/**
 * Waits between tries while the browser says online but the server does not answer (a captive portal, a
 * server restarting): no `online` event will come then, so a timer tries again, further apart each time.
 */
export const RETRY_DELAYS_MS = [5_000, 15_000, 30_000, 60_000] as const

export interface TriggerDeps {
  flush: (userId: number) => Promise<number[]>
  userId: () => number | undefined
  onSession: (listener: () => void) => void
  pending: () => boolean
  online: () => boolean
  target: Pick<Window, 'addEventListener' | 'dispatchEvent'>
}

/**
 * Sends tickets written offline when the network returns, wherever the player is in the app: at start,
 * on every `online` event, on login, and on a backoff timer while tickets still wait although online.
 * Answers `tryNow` (watchFeedbackOutbox calls it).
 */
export function startOutboxTrigger(deps: TriggerDeps): () => Promise<void> {
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = async () => {
    clearTimeout(timer)
    timer = undefined
    const userId = deps.userId()
    if (!userId || !deps.online() || !deps.pending()) return
    const sent = await deps.flush(userId).then(
      (ids) => {
        deps.target.dispatchEvent(new Event(FLUSHED_EVENT))
        return ids
      },
      () => [] as number[],
    )
    if (!deps.pending()) {
      failures = 0
      return
    }
    if (sent.length) failures = 0
    const delay = RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]
    failures++
    timer = setTimeout(() => void run(), delay)
  }
  // A try the network brought, or one asked for now (a new ticket, the list opened), starts the delays
  // over: it must not push the next timed try further out.
  const tryNow = () => {
    failures = 0
    return run()
  }
  deps.target.addEventListener('online', () => void tryNow())
  deps.onSession(() => void run())
  void run()
  return tryNow
}

/**
 * Started once per page: by main.tsx when the flag is set at start, else by the first ticket queued; a
 * later ticket, or the ticket list opening, tries again now (the retry delays start over). Dexie and the outbox load only when the
 * flag says one waits.
 */
let run: (() => Promise<void>) | null = null
export function watchFeedbackOutbox(): void {
  if (run) {
    void run()
    return
  }
  let lastUserId = getSession().user?.id
  run = startOutboxTrigger({
    flush: (userId) => import('./outbox.ts').then((m) => m.feedbackOutbox().flush(userId)),
    userId: () => getSession().user?.id,
    // Only a login or an account switch matters, not every refresh of the player's data.
    onSession: (listener) =>
      subscribeSession(() => {
        const userId = getSession().user?.id
        if (userId === lastUserId) return
        lastUserId = userId
        listener()
      }),
    pending: () => localStorage.getItem(PENDING_FLAG) !== null,
    online: () => navigator.onLine,
    target: window,
  })
}
