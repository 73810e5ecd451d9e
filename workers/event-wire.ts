import { callMeta } from '../contract/calls/meta.ts'
import { API_BASE, apiBody, apiHeaders, type ClientFields, type RequestContext } from '../contract/request.ts'
import { requestTimeoutMs } from '../contract/request-timeout.ts'
import type { TelemetryEvent } from './event-db.ts'

/**
 * The wire format of `anonymous/appEventLogClient`, shared by the worker's fetch transport and the
 * page's page-hide drain so both send byte-identical bodies, dressed as every call is
 * (contract/request.ts). Imports nothing of the main bundle.
 */
export const EVENT_LOG_URL = `${API_BASE}${callMeta.appEventLogClient.path}`

export type { ClientFields, RequestContext }

export function eventLogBody(events: readonly TelemetryEvent[], fields: ClientFields): string {
  return apiBody({ events }, fields)
}

const encoder = new TextEncoder()

/** UTF-8 bytes: sendBeacon's 64 KiB limit counts bytes, not UTF-16 code units. */
export function byteLength(text: string): number {
  return encoder.encode(text).byteLength
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** How the server answered one batch; the queue (event-queue.ts) decides what each means for the events. */
export type SendResult =
  /** Stored, or already held (a re-send): the batch is delivered. */
  | { kind: 'accepted' }
  /** The server never decided (network error, timeout, 5xx, 429, a reply that is not our envelope). */
  | { kind: 'retry' }
  /**
   * The server refused the batch as invalid (400, or 413 too large) and stored none of it: sending the
   * same bytes again can never succeed. `invalid` holds the batch indexes its validation details name
   * (`events.<i>.<field>`); empty when it named no single event.
   */
  | { kind: 'refused'; invalid: number[] }

const EVENT_DETAIL = /^events\.(\d+)(?:\.|$)/

/** The batch indexes a validation reply's `details` name, each once, in order. */
export function invalidIndexes(details: unknown, size: number): number[] {
  if (typeof details !== 'object' || details === null) return []
  const out = new Set<number>()
  for (const path of Object.keys(details)) {
    const i = Number(EVENT_DETAIL.exec(path)?.[1] ?? Number.NaN)
    if (Number.isInteger(i) && i < size) out.add(i)
  }
  return [...out].sort((a, b) => a - b)
}

/**
 * Success is the envelope's `code: 200`; a 400 or 413 is a refusal; anything else is worth a retry.
 * The spec's headers come from the page's latest context; no idempotency key, the server de-duplicates
 * events by id. A batch not answered within spec 9's timeout is abandoned and retried: a stalled
 * connection must not hold the queue until the browser gives up on it.
 */
export function fetchTransport(
  context: () => RequestContext,
  fetchImpl: FetchLike = (u, i) => fetch(u, i),
  timeoutMs: () => number = requestTimeoutMs,
) {
  return async (batch: readonly TelemetryEvent[]): Promise<SendResult> => {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs())
    try {
      const ctx = context()
      const res = await fetchImpl(EVENT_LOG_URL, {
        method: 'POST',
        headers: apiHeaders(ctx),
        body: eventLogBody(batch, ctx.fields),
        signal: controller.signal,
      })
      if (res.status === 400 || res.status === 413) {
        const json = (await res.json().catch(() => null)) as { details?: unknown } | null
        return { kind: 'refused', invalid: invalidIndexes(json?.details, batch.length) }
      }
      if (!res.ok) return { kind: 'retry' }
      const json = (await res.json()) as { code?: unknown } | null
      return json?.code === 200 ? { kind: 'accepted' } : { kind: 'retry' }
    } catch {
      return { kind: 'retry' }
    } finally {
      clearTimeout(timer)
    }
  }
}
