import { Dexie, type EntityTable } from 'dexie'
import { EVENT_KINDS, type EventKind } from '../contract/telemetry.ts'

/**
 * The telemetry queue's IndexedDB store: the only module that touches Dexie for 'll-events'.
 * Schema changes add a new `version(n)` with an `upgrade()`; old versions stay listed so Dexie can
 * migrate a browser that skipped releases.
 */

export { EVENT_KINDS, type EventKind }

/** One event as the server receives it (spec 7 "Event logging"). */
export interface TelemetryEvent {
  id: string
  kind: EventKind
  channel: string
  appId: string
  version: string
  /** Seconds since the epoch. */
  eventTime: number
  /** The signed-in user's id, 0 when anonymous. */
  eventUserId: number
  target: string
  params: Record<string, string>
}

export interface StoredEvent {
  id: string
  /** Epoch ms when the event entered the queue: drives the 2 s flush and the send order. */
  queuedAt: number
  /** Epoch ms until which a page-hide beacon owns the event; 0 when no beacon carries it. */
  leaseUntil: number
  event: TelemetryEvent
}

export const EVENT_DB_NAME = 'll-events'

export type EventDb = Dexie & { events: EntityTable<StoredEvent, 'id'> }

export function openEventDb(name: string = EVENT_DB_NAME): EventDb {
  const db = new Dexie(name) as EventDb
  db.version(1).stores({ events: 'id, queuedAt, leaseUntil' })
  return db
}
