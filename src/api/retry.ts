/**
 * Spec 7: a call not marked `once` is retried exactly once on these statuses. The retry reuses the
 * idempotency key, so the server replays the first outcome instead of moving money twice.
 */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** Longest Retry-After we wait for; a longer one means "not now", so we fail fast instead. */
export const RETRY_AFTER_CAP_MS = 3_000
const BACKOFF_MIN_MS = 300
const BACKOFF_SPREAD_MS = 200

/**
 * Milliseconds to wait before the retry, or null to skip it. Honours Retry-After (seconds or an
 * HTTP date) up to the cap; otherwise 300-500 ms with jitter so many clients do not retry in step.
 */
export function retryDelayMs(retryAfter: string | null, now: number = Date.now()): number | null {
  if (retryAfter) {
    const trimmed = retryAfter.trim()
    const seconds = Number(trimmed)
    const ms = /^\d+(\.\d+)?$/.test(trimmed) ? seconds * 1000 : Date.parse(trimmed) - now
    if (Number.isFinite(ms)) {
      if (ms > RETRY_AFTER_CAP_MS) return null
      return Math.max(0, ms)
    }
  }
  return BACKOFF_MIN_MS + Math.floor(Math.random() * BACKOFF_SPREAD_MS)
}

/** Retry-After (seconds or an HTTP date) as whole seconds from now; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | undefined {
  const trimmed = header?.trim()
  if (!trimmed) return undefined
  const ms = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now
  return Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : undefined
}

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
