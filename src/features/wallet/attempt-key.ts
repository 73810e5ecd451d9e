import { uuid } from '../../../contract/uuid.ts'

/**
 * One idempotency key per submit attempt. The exception is an attempt whose fate is unknown (a
 * timeout, a dropped connection, a 5xx): if the player submits the very same request again it keeps
 * that key, so the server answers with the first request's result instead of acting twice (a second
 * order, funds held twice). Deposit and withdraw forms share it.
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
    /** Marks how the last attempt ended: `unknown` when it may have reached the server. */
    settle(unknown: boolean): void {
      if (last) last.unknown = unknown
    },
  }
}
