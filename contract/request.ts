import type { ClientFields } from './telemetry.ts'

/**
 * How a request to /app/v1 is dressed (spec 7), in one place for every sender: the page's HTTP client
 * (src/api/http.ts), its page-hide send (src/platform/telemetry.ts) and the comlink worker's event
 * batches and heartbeat (workers/). Plain functions of values: the page reads them (storage, document,
 * session, locale) and hands them to the worker, which cannot read them itself. Zod-free and DOM-free.
 */
export const API_BASE = '/app/v1/'

export type { ClientFields }

/** What a request carries that only the page knows. */
export interface RequestContext {
  /** The body fields spec 7 adds to every call. */
  fields: ClientFields
  /** The `fingerprint` header: a random id kept per browser (src/api/fingerprint.ts). */
  fingerprint: string
  /** The `accept-language` header: the locale the player uses. */
  locale: string
  /** The session token, null when signed out. */
  token: string | null
}

/**
 * The headers of a call. `idempotencyKey` is for calls that may be retried (apiCall sends one per
 * logical request); a `once` call (event batches, heartbeats) is never retried, so it sends none and
 * costs the server no idempotency record.
 */
export function apiHeaders(
  ctx: Pick<RequestContext, 'fingerprint' | 'locale' | 'token'>,
  idempotencyKey?: string,
): Record<string, string> {
  const h: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': ctx.locale,
    fingerprint: ctx.fingerprint,
  }
  if (idempotencyKey) h['idempotency-key'] = idempotencyKey
  if (ctx.token) h.authorization = `Bearer ${ctx.token}`
  return h
}

/** The JSON body: the call's own fields, then the client fields, which a caller's body cannot override. */
export function apiBody(body: object, fields: ClientFields): string {
  return JSON.stringify({ ...body, ...fields })
}
