import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.ts'
import { sessions } from '../../db/schema/accounts.ts'
import type { Authenticator, Caller } from '../../http/context.ts'

export interface SessionPolicy {
  idleMinutes: number
  absoluteDays: number
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
/** Only touch last_seen_at once a minute per session: the idle timeout needs no finer grain. */
const TOUCH_EVERY_MS = 60_000

/**
 * Opaque bearer tokens: 256 random bits, stored only as a SHA-256 hash, with an idle and an absolute expiry,
 * revocable one by one (logout) or all at once (credential change).
 */
export class SessionService implements Authenticator {
  constructor(
    private readonly db: Db,
    private readonly policy: SessionPolicy,
    private readonly clock: () => number = Date.now,
  ) {}

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
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    if (!row) return null
    const now = this.clock()
    const idleDeadline = row.lastSeenAt.getTime() + this.policy.idleMinutes * 60_000
    if (now >= row.expiresAt.getTime() || now >= idleDeadline) return null
    if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.id))
    }
    return { userId: row.userId, sessionId: row.id }
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date(this.clock()) })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  }

  /** Ends every session of a user, optionally keeping the current one (after a password change). */
  async revokeAll(userId: number, keepSessionId?: string, tx: DbOrTx = this.db): Promise<void> {
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
