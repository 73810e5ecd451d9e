import { Dexie, type EntityTable } from 'dexie'
import type { FeedbackCategory } from '../../../contract/calls/feedback.ts'

/**
 * Tickets written but not yet accepted by the server (offline, or sent when the connection dropped): the
 * only module that touches Dexie for 'll-feedback'. Schema changes add a `version(n)` with an `upgrade()`.
 */
export interface PendingTicket {
  /** The addFeedback idempotency key, fixed when the player pressed Send: every resend uses it. */
  key: string
  userId: number
  category: FeedbackCategory
  content: string
  /** The pictures as picked (IndexedDB keeps Blobs). */
  files: Blob[]
  /** Ids of the pictures already uploaded, by index; an upload is by content, so a resend is harmless. */
  imageIds: Array<string | null>
  /** 'failed': the server refused it (it will not be sent again); `error` is its msg key. */
  state: 'waiting' | 'failed'
  error?: string
  createdAt: number
}

export type FeedbackDb = Dexie & { tickets: EntityTable<PendingTicket, 'key'> }

export function openFeedbackDb(name = 'll-feedback'): FeedbackDb {
  const db = new Dexie(name) as FeedbackDb
  db.version(1).stores({ tickets: 'key, userId, createdAt' })
  return db
}

let shared: FeedbackDb | null = null
export const feedbackDb = (): FeedbackDb => {
  shared ??= openFeedbackDb()
  return shared
}

export { PENDING_FLAG } from './outbox-trigger.ts'
