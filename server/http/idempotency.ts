import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { ErrorMsg } from '../../contract/errors.ts'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/core.ts'
import { prepared } from '../db/sql.ts'
import { conflict } from './errors.ts'

export const IDEMPOTENCY_TTL_HOURS = 24

export interface StoredReply {
  statusCode: number
  reply: unknown
}

export const hashRequest = (call: string, body: unknown): string =>
  createHash('sha256')
    .update(call)
    .update('\0')
    .update(JSON.stringify(body ?? null))
    .digest('hex')

/**
 * Replies may hold secrets (a login's session token), so the store keeps only the SHA-256 of each key and
 * the reply sealed with AES-256-GCM under a key derived from the raw idempotency key, which only the client
 * holds: a copy of the table reveals neither tokens nor keys.
 */
const keyId = (key: string) => createHash('sha256').update(key).digest('hex')
const sealKey = (scope: string, key: string) =>
  Buffer.from(hkdfSync('sha256', key, scope, 'idempotency-reply', 32))

function seal(scope: string, key: string, reply: unknown): { sealed: string } {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(scope, key), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(reply ?? null), 'utf8'), cipher.final()])
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') }
}

function open(scope: string, key: string, stored: unknown): unknown {
  const raw = Buffer.from((stored as { sealed: string }).sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(scope, key), raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(12, 28))
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'))
}

/**
 * The first reply per (scope, key) is kept for 24 h and replayed to retries (DESIGN 4). A key reused for
 * another call or body is refused; a key whose first request is still running answers 409 so the client
 * retries later instead of running the call twice.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /** Claims the key. Returns the stored reply to replay, or null when this request should run. */
  async begin(scope: string, key: string, call: string, requestHash: string): Promise<StoredReply | null> {
    const inserted = await prepared(
      this.db,
      'idempotency.claim',
      `INSERT INTO idempotency_keys (scope, key, call, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING key`,
      [scope, keyId(key), call, requestHash],
    )
    if (inserted.length > 0) return null

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, keyId(key))))
    if (!row) return null
    if (row.call !== call || row.requestHash !== requestHash) throw conflict(ErrorMsg.idempotencyConflict)
    if (row.statusCode === null) throw conflict(ErrorMsg.idempotencyConflict)
    return { statusCode: row.statusCode, reply: open(scope, key, row.reply) }
  }

  async complete(scope: string, key: string, stored: StoredReply): Promise<void> {
    await prepared(
      this.db,
      'idempotency.complete',
      'UPDATE idempotency_keys SET status_code = $3, reply = $4 WHERE scope = $1 AND key = $2',
      [scope, keyId(key), stored.statusCode, JSON.stringify(seal(scope, key, stored.reply))],
    )
  }

  /** A server failure is not a result: forget the key so a retry runs the call again. */
  async abandon(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, keyId(key))))
  }

  async sweep(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
  }
}
