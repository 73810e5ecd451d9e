import type { FeedbackCategory, UploadFeedbackImageReply } from '../../../contract/calls/feedback.ts'
import { uuid } from '../../../contract/uuid.ts'
import { apiCall } from '../../api/http.ts'
import { apiUpload } from '../../api/http-binary.ts'
import { mayHaveReachedServer } from '../../api/use-idempotent-submit.ts'
import { type FeedbackDb, feedbackDb, PENDING_FLAG, type PendingTicket } from './outbox-db.ts'
import { watchFeedbackOutbox } from './outbox-trigger.ts'

export interface Draft {
  category: FeedbackCategory
  content: string
  files: Blob[]
}

export interface OutboxDeps {
  db: FeedbackDb
  upload: (file: Blob) => Promise<UploadFeedbackImageReply>
  add: (
    body: { category: FeedbackCategory; content: string; images: string[] },
    key: string,
  ) => Promise<{ id: number }>
  storage: Pick<Storage, 'setItem' | 'removeItem'> | null
  now: () => number
}

const defaults = (): OutboxDeps => ({
  db: feedbackDb(),
  upload: (file) => apiUpload('addFeedback', 'uploadFeedbackImage', file),
  add: (body, key) => apiCall('addFeedback', body, { idempotencyKey: key, tip: false }),
  storage: globalThis.localStorage ?? null,
  now: Date.now,
})

/**
 * The offline outbox of feedback tickets. A ticket goes into IndexedDB first, with its idempotency key,
 * then is sent: now when online, else when the network returns (outbox-trigger.ts). It leaves the outbox
 * only when the server accepted it or refused it; a ticket that may have reached the server keeps its key,
 * so the server answers a resend with the ticket it made (feedback_tickets.client_key): exactly once.
 */
export function createOutbox(deps: OutboxDeps = defaults()) {
  let running: Promise<number[]> | null = null

  const markPending = async () => {
    const waiting = (await deps.db.tickets.toArray()).filter((t) => t.state === 'waiting').length
    if (waiting > 0) deps.storage?.setItem(PENDING_FLAG, '1')
    else deps.storage?.removeItem(PENDING_FLAG)
  }

  async function sendOne(ticket: PendingTicket): Promise<number | null> {
    try {
      const ids = [...ticket.imageIds]
      for (const [i, file] of ticket.files.entries()) {
        if (ids[i]) continue
        ids[i] = (await deps.upload(file)).id
        await deps.db.tickets.update(ticket.key, { imageIds: ids })
      }
      const body = { category: ticket.category, content: ticket.content, images: ids as string[] }
      const { id } = await deps.add(body, ticket.key)
      await deps.db.tickets.delete(ticket.key)
      return id
    } catch (error) {
      if (mayHaveReachedServer(error)) return null
      const msg = (error as { msg?: string }).msg ?? 'unknown'
      await deps.db.tickets.update(ticket.key, { state: 'failed', error: msg })
      return null
    }
  }

  /** Sends every waiting ticket of `userId`, oldest first; answers the server ids of those accepted. */
  function flush(userId: number): Promise<number[]> {
    running ??= (async () => {
      const sent: number[] = []
      try {
        const all = await deps.db.tickets.where('userId').equals(userId).sortBy('createdAt')
        for (const ticket of all) {
          if (ticket.state !== 'waiting') continue
          const id = await sendOne(ticket)
          if (id === null && (await deps.db.tickets.get(ticket.key))?.state === 'waiting') break
          if (id !== null) sent.push(id)
        }
      } finally {
        running = null
        await markPending()
      }
      return sent
    })()
    return running
  }

  return {
    /** Keeps the draft for sending, under a new key; answers the key. */
    async enqueue(userId: number, draft: Draft): Promise<string> {
      const key = uuid()
      await deps.db.tickets.put({
        key,
        userId,
        category: draft.category,
        content: draft.content,
        files: draft.files,
        imageIds: draft.files.map(() => null),
        state: 'waiting',
        createdAt: deps.now(),
      })
      deps.storage?.setItem(PENDING_FLAG, '1')
      if (deps === shared) watchFeedbackOutbox()
      return key
    },
    flush,
    /** The player's tickets still in the outbox, newest first. */
    async list(userId: number): Promise<PendingTicket[]> {
      return (await deps.db.tickets.where('userId').equals(userId).sortBy('createdAt')).reverse()
    },
    /** Drops a ticket the server refused (the player read why). */
    async discard(key: string): Promise<void> {
      await deps.db.tickets.delete(key)
      await markPending()
    },
  }
}

let shared: OutboxDeps | null = null
let instance: ReturnType<typeof createOutbox> | null = null
/** The app's outbox (tests make their own with createOutbox). */
export const feedbackOutbox = () => {
  shared ??= defaults()
  instance ??= createOutbox(shared)
  return instance
}
