import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { ErrorMsg } from '../../contract/errors.ts'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/core.ts'
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
 * The first reply per (scope, key) is kept for 24 h and replayed to retries (DESIGN 4). A key reused for
 * another call or body is refused; a key whose first request is still running answers 409 so the client
 * retries later instead of running the call twice.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /** Claims the key. Returns the stored reply to replay, or null when this request should run. */
  async begin(scope: string, key: string, call: string, requestHash: string): Promise<StoredReply | null> {
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ scope, key, call, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (inserted.length > 0) return null

    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    if (!row) return null
    if (row.call !== call || row.requestHash !== requestHash) throw conflict(ErrorMsg.idempotencyConflict)
    if (row.statusCode === null) throw conflict(ErrorMsg.idempotencyConflict)
    return { statusCode: row.statusCode, reply: row.reply }
  }

  async complete(scope: string, key: string, stored: StoredReply): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ statusCode: stored.statusCode, reply: stored.reply })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  }

  /** A server failure is not a result: forget the key so a retry runs the call again. */
  async abandon(scope: string, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  }

  async sweep(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
  }
}
