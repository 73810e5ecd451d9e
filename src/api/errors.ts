import type { CallName } from '../../contract/calls/index.ts'

/**
 * Client-side failure keys, next to the server's stable `msg` keys (contract/errors.ts ErrorMsg).
 * All of them are translated as `errors.<msg>`.
 */
export const ClientErrorMsg = {
  network: 'network',
  timeout: 'timeout',
  aborted: 'aborted',
  /** The reply was not a JSON envelope (e.g. a proxy's HTML error page). */
  badResponse: 'badResponse',
} as const

/** Every failed apiCall rejects with this. `code` 0 means the server never answered. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly code: number
  /** A stable key (server ErrorMsg or ClientErrorMsg), never display text. */
  readonly msg: string
  /** HTTP status; 0 when there was no response. */
  readonly status: number
  /** Validation failures by field path -> validation key (translated as `validation.<key>`). */
  readonly details: Record<string, string> | undefined
  /** A 429's (or 503's) Retry-After in seconds: how long the server asks the player to wait. */
  readonly retryAfterSeconds: number | undefined
  readonly call: CallName

  constructor(init: {
    call: CallName
    code: number
    msg: string
    status: number
    details?: Record<string, string> | undefined
    retryAfterSeconds?: number | undefined
  }) {
    super(`${init.call}: ${init.msg} (${init.code})`)
    this.call = init.call
    this.code = init.code
    this.msg = init.msg
    this.status = init.status
    this.details = init.details
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

/** True when the server was never reached: offline, DNS, CORS, or the timeout fired. */
export const isConnectivityError = (error: unknown): boolean =>
  isApiError(error) && error.code === 0 && error.msg !== ClientErrorMsg.aborted

/** The one place an error becomes a translation key: `errors.<msg>`, or `errors.unknown`. */
export function errorMessageKey(error: unknown): string {
  return isApiError(error) && error.msg ? `errors.${error.msg}` : 'errors.unknown'
}
