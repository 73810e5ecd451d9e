import { uuid } from '../../../../contract/uuid.ts'

/**
 * One idempotency key per submit attempt. An attempt whose fate is unknown (timeout, dropped
 * connection) keeps its key when the very same order is submitted again, so the server replays the
 * first order instead of creating a second one.
 */
export function createAttemptKeys() {
  let last: { key: string; body: string; unknown: boolean } | null = null
  return {
    next(body: unknown): string {
      const text = JSON.stringify(body)
      if (last?.unknown && last.body === text) return last.key
      last = { key: uuid(), body: text, unknown: false }
      return last.key
    },
    /** How the last attempt ended: `unknown` when it may have reached the server. */
    settle(unknown: boolean): void {
      if (last) last.unknown = unknown
    },
  }
}
