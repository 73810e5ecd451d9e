import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type {
  FeedbackCategory,
  FeedbackDetail,
  FeedbackMessage,
  FeedbackTicketSummary,
  UploadFeedbackImageReply,
} from '../../../contract/calls/feedback.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { pgArray, query } from '../../db/sql.ts'
import { AppError, conflict } from '../../http/errors.ts'
import { getConfigSnapshot } from '../config/config.service.ts'
import { cleanImage } from './feedback.image.ts'
import type { BlobStore } from './feedback.store.ts'

const notFound = () => new AppError(ErrorCode.feedbackNotFound, ErrorMsg.feedbackNotFound, 404)
const PREVIEW = 120

/**
 * Checks, re-encodes and stores one upload (feedback.image.ts), then records that this player may use
 * and see it. The bytes are stored before the rows, so a row never names missing bytes; a refused upload
 * stores nothing.
 */
export async function uploadImage(
  db: Db,
  store: BlobStore,
  userId: number,
  bytes: Uint8Array,
  now: number,
): Promise<UploadFeedbackImageReply> {
  const img = await cleanImage(bytes)
  await store.put(img.hash, img.data, img.mime)
  const at = new Date(now)
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO feedback_images (hash, mime, bytes, width, height, created_at)
      VALUES (${img.hash}, ${img.mime}, ${img.data.length}, ${img.width}, ${img.height}, ${at})
      ON CONFLICT (hash) DO NOTHING`)
    await tx.execute(sql`INSERT INTO feedback_uploads (user_id, hash, created_at)
      VALUES (${userId}, ${img.hash}, ${at}) ON CONFLICT DO NOTHING`)
  })
  return { id: img.hash, type: img.mime, width: img.width, height: img.height, bytes: img.data.length }
}

/** An image this player uploaded (the only images they may attach or see): its bytes and type, or null. */
export async function ownImage(
  db: Db,
  store: BlobStore,
  userId: number,
  hash: string,
): Promise<{ mime: string; data: Buffer } | null> {
  const [row] = await query<{ mime: string }>(
    db,
    sql`SELECT i.mime FROM feedback_uploads u JOIN feedback_images i ON i.hash = u.hash
        WHERE u.user_id = ${userId} AND u.hash = ${hash}`,
  )
  if (!row) return null
  const data = await store.get(hash)
  return data ? { mime: row.mime, data } : null
}

/** Refuses more images than feedbackConfig.imagesLimit, or any the player did not upload. */
async function checkImages(tx: DbOrTx, userId: number, images: readonly string[]): Promise<void> {
  const { imagesLimit } = (await getConfigSnapshot(tx)).feedbackConfig
  if (images.length > imagesLimit) {
    throw new AppError(ErrorCode.feedbackTooManyImages, ErrorMsg.feedbackTooManyImages, 400)
  }
  if (new Set(images).size !== images.length) {
    throw new AppError(ErrorCode.feedbackImageUnknown, ErrorMsg.feedbackImageUnknown, 400)
  }
  if (images.length === 0) return
  const [row] = await query<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM feedback_uploads
        WHERE user_id = ${userId} AND hash = ANY(${pgArray(images)}::text[])`,
  )
  if (Number(row?.n) !== images.length) {
    throw new AppError(ErrorCode.feedbackImageUnknown, ErrorMsg.feedbackImageUnknown, 400)
  }
}

interface NewTicket {
  category: FeedbackCategory
  content: string
  images: string[]
}

/**
 * Opens a ticket. `key` is the request's idempotency key: the same key again (a ticket sent offline and
 * resent, a lost reply) answers the ticket it made, whenever it comes; the key with other content is 409.
 */
export async function addTicket(
  db: Db,
  userId: number,
  body: NewTicket,
  key: string | null,
  now: number,
): Promise<{ id: number }> {
  const hash = createHash('sha256')
    .update(JSON.stringify([body.category, body.content, body.images]))
    .digest('hex')
  const replayOf = async (tx: DbOrTx) => {
    if (!key) return null
    const [seen] = await query<{ id: number; request_hash: string }>(
      tx,
      sql`SELECT id, request_hash FROM feedback_tickets WHERE user_id = ${userId} AND client_key = ${key}`,
    )
    if (seen && seen.request_hash !== hash) throw conflict(ErrorMsg.idempotencyConflict)
    return seen ? { id: Number(seen.id) } : null
  }
  return db.transaction(async (tx) => {
    const replay = await replayOf(tx)
    if (replay) return replay
    await checkImages(tx, userId, body.images)
    const at = new Date(now)
    const [ticket] = await query<{ id: number }>(
      tx,
      sql`INSERT INTO feedback_tickets (user_id, category, client_key, request_hash, created_at, updated_at)
          VALUES (${userId}, ${body.category}, ${key}, ${hash}, ${at}, ${at})
          ON CONFLICT (user_id, client_key) DO NOTHING RETURNING id`,
    )
    // A parallel request under the same key won the insert (this one waited for its commit): its replay.
    if (!ticket) {
      const first = await replayOf(tx)
      if (!first) throw new Error('feedback ticket key taken but not found')
      return first
    }
    await insertMessage(tx, Number(ticket.id), 'player', null, body.content, body.images, at)
    return { id: Number(ticket.id) }
  })
}

async function insertMessage(
  tx: DbOrTx,
  ticketId: number,
  author: 'player' | 'staff',
  staffName: string | null,
  content: string,
  images: readonly string[],
  at: Date,
): Promise<FeedbackMessage> {
  const [row] = await query<{ id: number }>(
    tx,
    sql`INSERT INTO feedback_messages (ticket_id, author, staff_name, body, images, created_at)
        VALUES (${ticketId}, ${author}, ${staffName}, ${content}, ${pgArray(images)}::text[], ${at})
        RETURNING id`,
  )
  return { id: Number(row?.id), author, content, images: [...images], time: Math.floor(at.getTime() / 1000) }
}

/** The ticket row, locked, if `userId` owns it (another player's ticket answers like a missing one). */
async function lockOwnTicket(tx: DbOrTx, userId: number | null, id: number) {
  const [row] = await query<{ id: number; user_id: number }>(
    tx,
    sql`SELECT id, user_id FROM feedback_tickets WHERE id = ${id} FOR UPDATE`,
  )
  if (!row || (userId !== null && Number(row.user_id) !== userId)) throw notFound()
  return row
}

/** A player's follow-up: the ticket waits for staff again. */
export async function playerReply(
  db: Db,
  userId: number,
  body: { id: number; content: string; images: string[] },
  now: number,
): Promise<FeedbackMessage> {
  return db.transaction(async (tx) => {
    await lockOwnTicket(tx, userId, body.id)
    await checkImages(tx, userId, body.images)
    const at = new Date(now)
    const message = await insertMessage(tx, body.id, 'player', null, body.content, body.images, at)
    await tx.execute(
      sql`UPDATE feedback_tickets SET status = 'open', updated_at = ${at} WHERE id = ${body.id}`,
    )
    return message
  })
}

/** A staff answer (scripts/feedback-reply.ts): the ticket is answered and the player gets a red dot. */
export async function staffReply(
  db: Db,
  ticketId: number,
  content: string,
  staffName: string,
  now: number,
): Promise<FeedbackMessage> {
  const text = content.trim()
  if (!text || text.length > 4000 || text.includes('\u0000'))
    throw new Error('reply text: 1-4000 characters, no NUL')
  return db.transaction(async (tx) => {
    await lockOwnTicket(tx, null, ticketId)
    const at = new Date(now)
    const message = await insertMessage(tx, ticketId, 'staff', staffName, text, [], at)
    await tx.execute(sql`UPDATE feedback_tickets SET status = 'answered', updated_at = ${at}, staff_at = ${at}
        WHERE id = ${ticketId}`)
    return message
  })
}

interface SummaryRow {
  id: number
  category: FeedbackCategory
  status: 'open' | 'answered'
  preview: string
  unread: boolean
  messages: number
  created_at: Date | string
  updated_at: Date | string
}

const SUMMARY = sql`t.id, t.category, t.status,
  (SELECT left(m.body, ${PREVIEW}) FROM feedback_messages m WHERE m.ticket_id = t.id ORDER BY m.id LIMIT 1) AS preview,
  (t.staff_at IS NOT NULL AND (t.seen_at IS NULL OR t.seen_at < t.staff_at)) AS unread,
  (SELECT count(*)::int FROM feedback_messages m WHERE m.ticket_id = t.id) AS messages,
  t.created_at, t.updated_at`

const seconds = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000)
const summary = (r: SummaryRow): FeedbackTicketSummary => ({
  id: Number(r.id),
  category: r.category,
  preview: r.preview ?? '',
  status: r.status,
  unread: !!r.unread,
  messages: Number(r.messages),
  createTime: seconds(r.created_at),
  updateTime: seconds(r.updated_at),
})

export async function listTickets(db: Db, userId: number, page: { pageNum: number; pageSize: number }) {
  const [count] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM feedback_tickets WHERE user_id = ${userId}`,
  )
  const total = Number(count?.n ?? 0)
  const rows = await query<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY} FROM feedback_tickets t WHERE t.user_id = ${userId}
        ORDER BY t.updated_at DESC, t.id DESC LIMIT ${page.pageSize} OFFSET ${(page.pageNum - 1) * page.pageSize}`,
  )
  return { ...page, total, pages: Math.ceil(total / page.pageSize), list: rows.map(summary) }
}

/** One of the player's tickets with its conversation; opening it marks the staff replies read. */
export async function ticketDetail(db: Db, userId: number, id: number, now: number): Promise<FeedbackDetail> {
  const [row] = await query<SummaryRow>(
    db,
    sql`SELECT ${SUMMARY} FROM feedback_tickets t WHERE t.id = ${id} AND t.user_id = ${userId}`,
  )
  if (!row) throw notFound()
  const messages = await query<{
    id: number
    author: 'player' | 'staff'
    body: string
    images: string[]
    created_at: Date
  }>(
    db,
    sql`SELECT id, author, body, images, created_at FROM feedback_messages WHERE ticket_id = ${id} ORDER BY id`,
  )
  if (row.unread) {
    await db.execute(
      sql`UPDATE feedback_tickets SET seen_at = ${new Date(now)} WHERE id = ${id} AND user_id = ${userId}`,
    )
  }
  return {
    ...summary(row),
    unread: false,
    conversation: messages.map((m) => ({
      id: Number(m.id),
      author: m.author,
      content: m.body,
      images: m.images ?? [],
      time: seconds(m.created_at),
    })),
  }
}

/** getRedDots' source: a staff reply the player has not opened. */
export async function feedbackFlags(db: Db, userId: number) {
  const [row] = await query<{ on: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM feedback_tickets WHERE user_id = ${userId} AND staff_at IS NOT NULL
        AND (seen_at IS NULL OR seen_at < staff_at)) AS on`,
  )
  return { hasFeedbackReply: !!row?.on }
}
