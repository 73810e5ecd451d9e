import { useRef } from 'react'
import { uuid } from '../../contract/uuid.ts'
import { ClientErrorMsg, isApiError } from './errors.ts'

/**
 * Statuses that say "not decided yet" rather than "refused": a timeout, a request still running under
 * this key elsewhere (idempotencyConflict), too early, rate limited. The same set the client retries
 * (retry.ts RETRY_STATUSES), less the 5xx that the rule below covers as a class.
 */
const UNDECIDED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429])

/**
 * The one rule for "may this request have reached the server (and acted)?", for every submit that
 * moves money or creates something:
 * - yes: no reply at all (timeout, network error, aborted), a 5xx, a 408/409/425/429, a reply that is not
 *   the server's envelope (a proxy's page), or anything that is not an ApiError;
 * - no (the outcome is known): a success, or a clear refusal, any other 4xx from the server.
 * When yes, resubmitting the same values must reuse the attempt's idempotency key, so the server replays
 * the first outcome instead of acting twice (a second deposit order, funds held twice).
 */
export function mayHaveReachedServer(error: unknown): boolean {
  if (!isApiError(error)) return true
  if (error.status === 0 || error.status >= 500 || UNDECIDED_STATUSES.has(error.status)) return true
  if (error.msg === ClientErrorMsg.badResponse) return true
  return false
}

/** JSON with object keys sorted, so one set of form values always compares equal to itself. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )
}

/**
 * The idempotency keys of one form's submits. A submit gets a new key, except a resubmit of the same
 * values after an attempt that may have reached the server (mayHaveReachedServer), or one still running:
 * that reuses the attempt's key.
 */
export function createIdempotentAttempts(newKey: () => string = uuid) {
  let last: { key: string; values: string; reuse: boolean } | null = null
  return {
    /** The key for submitting `values` now. */
    keyFor(values: unknown): string {
      const text = canonical(values)
      if (last?.reuse && last.values === text) return last.key
      // Until it settles, an attempt is in flight: it may reach the server.
      last = { key: newKey(), values: text, reuse: true }
      return last.key
    },
    /** The attempt under `key` ended: `error` is null on success. A stale attempt changes nothing. */
    settle(key: string, error: unknown): void {
      if (last?.key === key) last.reuse = error !== null && mayHaveReachedServer(error)
    },
  }
}

export interface IdempotentAttempt<R> {
  key: string
  /** Pass both to the mutation (`mutate(vars, attempt)`): they record the outcome, then call yours. */
  onSuccess: (reply: R) => void
  onError: (error: unknown) => void
}

/**
 * One form's idempotent submits (deposit, withdraw): `attempt(values, handlers)` gives the key to send
 * and the mutation callbacks that settle it.
 *
 *   const submits = useIdempotentSubmit()
 *   const attempt = submits.attempt(body, { onSuccess, onError })
 *   mutation.mutate({ body, key: attempt.key }, attempt)
 */
export function useIdempotentSubmit() {
  const ref = useRef<ReturnType<typeof createIdempotentAttempts> | null>(null)
  ref.current ??= createIdempotentAttempts()
  const attempts = ref.current
  return {
    attempt<R>(
      values: unknown,
      handlers: { onSuccess?: (reply: R) => void; onError?: (error: unknown) => void } = {},
    ): IdempotentAttempt<R> {
      const key = attempts.keyFor(values)
      return {
        key,
        onSuccess: (reply) => {
          attempts.settle(key, null)
          handlers.onSuccess?.(reply)
        },
        onError: (error) => {
          attempts.settle(key, error)
          handlers.onError?.(error)
        },
      }
    },
  }
}
