import { createCipheriv, createDecipheriv, createHmac, hash, randomFillSync } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { ErrorMsg } from '../../contract/errors.ts'
import { batchedCall } from '../db/batch.ts'
import type { Db } from '../db/client.ts'
import { idempotencyKeys } from '../db/schema/core.ts'
import { conflict } from './errors.ts'

export const IDEMPOTENCY_TTL_HOURS = 24

export interface StoredReply {
  statusCode: number
  reply: unknown
}

// One-shot hashes (crypto.hash): a hash object per request cost three times as much (every call is hashed).
export const hashRequest = (call: string, body: unknown): string =>
  hash('sha256', `${call}\0${JSON.stringify(body ?? null)}`, 'hex')

/**
 * Replies may hold secrets (a login's session token), so the store keeps only the SHA-256 of each key and
 * the reply sealed with AES-256-GCM under a key derived from the raw idempotency key, which only the client
 * holds: a copy of the table reveals neither tokens nor keys.
 */
const keyId = (key: string) => hash('sha256', key, 'hex')
/**
 * HKDF-SHA256 (RFC 5869) of the raw key, salted with the scope, one 32-byte block: two HMACs, byte for
 * byte what `hkdfSync('sha256', key, scope, 'idempotency-reply', 32)` derives, at a fraction of its cost
 * per reply (it builds key objects each call; measured under bench:wallet).
 */
export const sealKey = (scope: string, key: string): Buffer => {
  const prk = createHmac('sha256', scope).update(key).digest()
  return createHmac('sha256', prk).update('idempotency-reply\x01').digest()
}

/** Random IVs drawn from a pool filled 256 at a time: one call into the CSPRNG instead of one per seal. */
const IV_BYTES = 12
const ivPool = Buffer.alloc(IV_BYTES * 256)
let ivNext = ivPool.length
function randomIv(): Buffer {
  if (ivNext === ivPool.length) {
    randomFillSync(ivPool)
    ivNext = 0
  }
  ivNext += IV_BYTES
  return Buffer.from(ivPool.subarray(ivNext - IV_BYTES, ivNext))
}

export function seal(scope: string, key: string, reply: unknown): { sealed: string } {
  const iv = randomIv()
  const cipher = createCipheriv('aes-256-gcm', sealKey(scope, key), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(reply ?? null), 'utf8'), cipher.final()])
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64') }
}

export function open(scope: string, key: string, stored: unknown): unknown {
  const raw = Buffer.from((stored as { sealed: string }).sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', sealKey(scope, key), raw.subarray(0, IV_BYTES))
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + 16))
  return JSON.parse(
    Buffer.concat([decipher.update(raw.subarray(IV_BYTES + 16)), decipher.final()]).toString('utf8'),
  )
}

interface Claim {
  scope: string
  key: string
  call: string
  requestHash: string
}

interface Reply {
  scope: string
  key: string
  statusCode: number
  reply: string
}

const slot = (scope: string, key: string) => `${scope}\u0000${key}`
/** Slot order: the lock order of every batch of claims or replies, so two batches cannot deadlock. */
type Slotted = { scope: string; key: string }
const bySlot = (a: Slotted, b: Slotted) => {
  const [x, y] = [slot(a.scope, a.key), slot(b.scope, b.key)]
  return x < y ? -1 : x > y ? 1 : 0
}

/** A key claimed by a request of this process: its call, its body's hash, and its reply once answered. */
interface Running {
  call: string
  requestHash: string
  reply?: StoredReply
}

/**
 * The first reply per (scope, key) is kept for 24 h and replayed to retries (DESIGN 4). A key reused for
 * another call or body is refused; a key whose first request is still running answers 409 so the client
 * retries later instead of running the call twice.
 *
 * A reply is stored after it is sent (docs/ARCHITECTURE.md "Replies stored after they are sent"): until
 * its row is written, a retry reaching this process gets it from memory; one reaching another process
 * finds the key still running and gets 409. A reply that cannot be stored leaves the key running: the
 * call is never run twice.
 */
export class IdempotencyStore {
  /**
   * Claims and replies of concurrent requests go to the database together (db/batch.ts): every mutating
   * call sends both, and on this kind of machine each round trip costs more than the call's own work.
   */
  private readonly claims: (claim: Claim) => Promise<Array<{ f: boolean }>>
  private readonly replies: (reply: Reply) => Promise<unknown[]>
  /** Keys claimed here whose reply is not stored yet, by slot. */
  private readonly running = new Map<string, Running>()
  private readonly saving = new Set<Promise<void>>()

  constructor(private readonly db: Db) {
    // Claims and replies commit asynchronously: WAL is flushed in order, so the synchronous commit of the
    // call's own effect makes the claim before it durable too. A crash can lose only a claim whose call
    // left nothing durable (a retry then runs it, once), or a reply (the key stays running: never run
    // twice). A key twice in one batch is claimed by its first request only.
    this.claims = batchedCall<Claim, { f: boolean }>(db, {
      name: 'idempotency.claim',
      fn: 'idempotency_claim',
      params: [
        ['text', (c) => c.scope],
        ['text', (c) => c.key],
        ['text', (c) => c.call],
        ['text', (c) => c.requestHash],
      ],
      order: bySlot,
      asyncCommit: true,
    })
    this.replies = batchedCall<Reply, unknown>(db, {
      name: 'idempotency.complete',
      fn: 'idempotency_reply',
      params: [
        ['text', (r) => r.scope],
        ['text', (r) => r.key],
        ['integer', (r) => r.statusCode],
        ['jsonb', (r) => r.reply],
      ],
      order: bySlot,
      asyncCommit: true,
    })
  }

  /** Claims the key. Returns the stored reply to replay, or null when this request should run. */
  async begin(scope: string, key: string, call: string, requestHash: string): Promise<StoredReply | null> {
    const id = keyId(key)
    const here = this.running.get(slot(scope, id))
    if (here) return replayOf(here, call, requestHash)
    const [claimed] = await this.claims({ scope, key: id, call, requestHash })
    if (claimed?.f) {
      this.running.set(slot(scope, id), { call, requestHash })
      return null
    }
    return this.existing(scope, key, call, requestHash)
  }

  /**
   * The answer for a key another request claimed: its stored reply, or 409 while it runs (or when the key
   * was used for another call or body, or was just released by a failed request: the client retries).
   */
  private async existing(
    scope: string,
    key: string,
    call: string,
    requestHash: string,
  ): Promise<StoredReply> {
    const id = keyId(key)
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, id)))
    if (row?.statusCode == null) {
      // Answered here while this request was on its way, and not stored yet? Else still running.
      const answered = this.running.get(slot(scope, id))
      if (answered) return replayOf(answered, call, requestHash)
      throw conflict(ErrorMsg.idempotencyConflict)
    }
    if (row.call !== call || row.requestHash !== requestHash) throw conflict(ErrorMsg.idempotencyConflict)
    return { statusCode: row.statusCode, reply: open(scope, key, row.reply) }
  }

  /**
   * Records the reply of a claimed key: at once for retries reaching this process, in the database
   * together with the replies of concurrent requests. Resolves once stored; the caller need not wait.
   */
  complete(scope: string, key: string, stored: StoredReply): Promise<void> {
    const id = keyId(key)
    const at = slot(scope, id)
    const entry = this.running.get(at)
    if (entry) entry.reply = stored
    const saved = this.replies({
      scope,
      key: id,
      statusCode: stored.statusCode,
      reply: JSON.stringify(seal(scope, key, stored.reply)),
    })
      .then(() => undefined)
      .finally(() => {
        if (this.running.get(at) === entry) this.running.delete(at)
        this.saving.delete(saved)
      })
    this.saving.add(saved)
    return saved
  }

  /** A server failure is not a result: forget the key so a retry runs the call again. */
  async abandon(scope: string, key: string): Promise<void> {
    const id = keyId(key)
    this.running.delete(slot(scope, id))
    await this.db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, id)))
  }

  /** Waits for the replies still being stored (before the database closes). */
  async flush(): Promise<void> {
    await Promise.allSettled([...this.saving])
  }

  async sweep(): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`))
  }
}

/** A retry of a key claimed in this process: its reply once answered, else 409 (still running). */
function replayOf(running: Running, call: string, requestHash: string): StoredReply {
  if (running.call !== call || running.requestHash !== requestHash || !running.reply) {
    throw conflict(ErrorMsg.idempotencyConflict)
  }
  return running.reply
}
