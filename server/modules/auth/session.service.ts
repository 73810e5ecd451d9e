import { hash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { batchedCall, batchedQuery } from '../../db/batch.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { sessions } from '../../db/schema/accounts.ts'
import type { Authenticator, Caller } from '../../http/context.ts'

export interface SessionPolicy {
  idleMinutes: number
  absoluteDays: number
}

const hashToken = (token: string) => hash('sha256', token, 'hex')
/** Only touch last_seen_at once a minute per session: the idle timeout needs no finer grain. */
const TOUCH_EVERY_MS = 60_000

/**
 * How long a session read from the database is trusted without reading it again. Every authenticated
 * call would otherwise spend one round trip on it (a fifth of a withdrawal's). A logout or credential
 * change drops the copy at once in this process; another instance behind the same load balancer may
 * accept the revoked token for up to this long (docs/ARCHITECTURE.md "Wallet throughput").
 */
export const SESSION_CACHE_MS = 5_000
/**
 * A session used again after this long is answered from the copy and read again in the background, so a
 * player who keeps playing never waits on that read, and a copy is still never trusted past
 * SESSION_CACHE_MS.
 */
export const SESSION_REFRESH_AFTER_MS = 4_000
const SESSION_CACHE_MAX = 50_000

interface SessionRow {
  id: string
  user_id: number
  expires_at: Date
  last_seen_at: Date
}

interface Touch {
  id: string
  at: number
}

interface CachedSession {
  caller: Caller
  expiresAt: number
  lastSeenAt: number
  readAt: number
}

/**
 * Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash, with an idle and an absolute expiry,
 * revocable one by one (logout) or all at once (credential change).
 */
export class SessionService implements Authenticator {
  /** Recently read live sessions by token hash, oldest first (Map keeps insertion order). */
  private readonly recent = new Map<string, CachedSession>()
  /** The sessions of concurrent requests, read in one statement (db/batch.ts). */
  private readonly lookup: (tokenHash: string) => Promise<SessionRow[]>
  /** last_seen_at updates of concurrent reads, one statement per batch, in id order (lock order). */
  private readonly touch: (touch: Touch) => Promise<unknown[]>
  /** Token hashes being read again in the background. */
  private readonly refreshing = new Set<string>()
  /**
   * Bumped by every revocation: a read that started before one does not keep its copy, so a revoked
   * session cannot come back into the cache from a read that raced the revocation.
   */
  private revocations = 0

  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly clock: () => number = Date.now,
  ) {
    // Asynchronous commit: a touch lost in a crash only makes a session look idle one interval sooner.
    this.touch = batchedCall<Touch, unknown>(db, {
      name: 'session.touch',
      fn: 'session_touch',
      params: [
        ['uuid', (t) => t.id],
        ['timestamptz', (t) => new Date(t.at).toISOString()],
      ],
      order: (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      asyncCommit: true,
    })
    this.lookup = batchedQuery<string, SessionRow>(db, {
      name: 'session.authenticate',
      params: [['text', (tokenHash) => tokenHash]],
      select: (args, [tokenHash]) =>
        `s.id, s.user_id, s.expires_at, s.last_seen_at
         FROM ${args} JOIN LATERAL (
           SELECT id, user_id, expires_at, last_seen_at FROM sessions
           WHERE token_hash = ${tokenHash} AND revoked_at IS NULL LIMIT 1
         ) s ON true`,
    })
  }

  private live(s: { expiresAt: number; lastSeenAt: number }, now: number): boolean {
    return now < s.expiresAt && now < s.lastSeenAt + this.policy.idleMinutes * 60_000
  }

  private forget(match: (c: Caller) => boolean): void {
    this.revocations += 1
    for (const [hash, s] of this.recent) if (match(s.caller)) this.recent.delete(hash)
  }

  async issue(userId: number, tx: DbOrTx = this.db): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    const now = this.clock()
    await tx.insert(sessions).values({
      id: randomUUID(),
      userId,
      tokenHash: hashToken(token),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + this.policy.absoluteDays * 86_400_000),
    })
    return token
  }

  async authenticate(token: string): Promise<Caller | null> {
    const tokenHash = hashToken(token)
    const now = this.clock()
    const hit = this.recent.get(tokenHash)
    if (hit && now - hit.readAt < SESSION_CACHE_MS && now >= hit.readAt && this.live(hit, now)) {
      if (now - hit.readAt >= SESSION_REFRESH_AFTER_MS) this.refreshAhead(tokenHash)
      return hit.caller
    }
    this.recent.delete(tokenHash)
    return this.load(tokenHash)
  }

  private refreshAhead(tokenHash: string): void {
    if (this.refreshing.has(tokenHash)) return
    this.refreshing.add(tokenHash)
    this.load(tokenHash)
      .catch(() => this.recent.delete(tokenHash))
      .finally(() => this.refreshing.delete(tokenHash))
  }

  /** Reads the session, touches it when due and keeps a copy; drops the copy when it is no longer live. */
  private async load(tokenHash: string): Promise<Caller | null> {
    const revocations = this.revocations
    const readAt = this.clock()
    const [row] = await this.lookup(tokenHash)
    const now = this.clock()
    if (!row) {
      this.recent.delete(tokenHash)
      return null
    }
    const read = {
      expiresAt: new Date(row.expires_at).getTime(),
      lastSeenAt: new Date(row.last_seen_at).getTime(),
    }
    if (!this.live(read, now)) {
      this.recent.delete(tokenHash)
      return null
    }
    if (now - read.lastSeenAt > TOUCH_EVERY_MS) {
      await this.touch({ id: row.id, at: now })
      read.lastSeenAt = now
    }
    const caller = { userId: Number(row.user_id), sessionId: row.id }
    if (revocations === this.revocations) {
      this.recent.delete(tokenHash)
      if (this.recent.size >= SESSION_CACHE_MAX) {
        const oldest = this.recent.keys().next().value
        if (oldest !== undefined) this.recent.delete(oldest)
      }
      this.recent.set(tokenHash, { caller, ...read, readAt })
    }
    return caller
  }

  async revoke(sessionId: string): Promise<void> {
    this.forget((c) => c.sessionId === sessionId)
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  }

  /** Ends every session of a user, optionally keeping the current one (after a password change). */
  async revokeAll(userId: number, keepSessionId?: string, tx: DbOrTx = this.db): Promise<void> {
    this.forget((c) => c.userId === userId && c.sessionId !== keepSessionId)
    const rows = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    for (const r of rows) {
      if (r.id === keepSessionId) continue
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(this.clock()) })
        .where(eq(sessions.id, r.id))
    }
  }
}
