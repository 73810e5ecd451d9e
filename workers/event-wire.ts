import type { ClientFields } from '../contract/telemetry.ts'
import type { TelemetryEvent } from './event-db.ts'

/**
 * The wire format of `anonymous/appEventLogClient`, shared by the worker's fetch transport and the
 * page's sendBeacon drain so both send byte-identical bodies. Imports nothing of the main bundle.
 */
export const EVENT_LOG_URL = '/app/v1/anonymous/appEventLogClient'

export type { ClientFields }

export function eventLogBody(events: readonly TelemetryEvent[], fields: ClientFields): string {
  return JSON.stringify({ ...fields, events })
}

const encoder = new TextEncoder()

/** UTF-8 bytes: sendBeacon's 64 KiB limit counts bytes, not UTF-16 code units. */
export function byteLength(text: string): number {
  return encoder.encode(text).byteLength
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>

/** Success is the envelope's `code: 200`; network errors, 5xx and non-JSON replies are failures. */
export function fetchTransport(fields: () => ClientFields, fetchImpl: FetchLike = (u, i) => fetch(u, i)) {
  return async (batch: readonly TelemetryEvent[]): Promise<boolean> => {
    try {
      const res = await fetchImpl(EVENT_LOG_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: eventLogBody(batch, fields()),
      })
      if (!res.ok) return false
      const json = (await res.json()) as { code?: unknown } | null
      return json?.code === 200
    } catch {
      return false
    }
  }
}
