import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema/accounts.ts'
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { registerAccount } from './auth.test-helpers.ts'
import { SESSION_CACHE_MS, SESSION_REFRESH_AFTER_MS, SessionService } from './session.service.ts'

const POLICY = { idleMinutes: 60, absoluteDays: 30 }

/** Revokes a session the way another server instance would: in the database only. */
describe.each(testDatabases)('the per-process session copy on %s', (kind) => {
  let t: TestApp
  let now: number
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const setUp = async () => {
    now = Date.now()
    const service = new SessionService(t.database.db, POLICY, () => now)
    const { user } = await registerAccount(t)
    const token = await service.issue(user.id)
    const revokeElsewhere = () =>
      t.database.db
        .update(sessions)
        .set({ revokedAt: new Date(now) })
        .where(eq(sessions.userId, user.id))
    return { service, token, userId: user.id, revokeElsewhere }
  }
  const settle = () => new Promise((r) => setTimeout(r, 50))

  it('trusts a copy for less than SESSION_CACHE_MS, then reads the database again', async () => {
    const { service, token, userId, revokeElsewhere } = await setUp()
    expect(await service.authenticate(token)).toMatchObject({ userId })
    await revokeElsewhere()
    now += SESSION_REFRESH_AFTER_MS - 1
    expect(await service.authenticate(token)).toMatchObject({ userId })
    now += SESSION_CACHE_MS - SESSION_REFRESH_AFTER_MS + 1
    expect(await service.authenticate(token)).toBeNull()
  })

  it('reads a session used again after SESSION_REFRESH_AFTER_MS in the background, so a revocation shows sooner', async () => {
    const { service, token, userId, revokeElsewhere } = await setUp()
    expect(await service.authenticate(token)).toMatchObject({ userId })
    await revokeElsewhere()
    now += SESSION_REFRESH_AFTER_MS
    // Still within SESSION_CACHE_MS: answered from the copy, and read again behind it.
    expect(await service.authenticate(token)).toMatchObject({ userId })
    await settle()
    now += 1
    expect(await service.authenticate(token)).toBeNull()
  })

  it('keeps a live session answered from a fresh copy past SESSION_CACHE_MS while it is in use', async () => {
    const { service, token, userId } = await setUp()
    for (let i = 0; i < 4; i++) {
      expect(await service.authenticate(token)).toMatchObject({ userId })
      await settle()
      now += SESSION_REFRESH_AFTER_MS
    }
    expect(await service.authenticate(token)).toMatchObject({ userId })
  })

  it('drops the copy at once on a logout in this process', async () => {
    const { service, token, userId } = await setUp()
    const caller = await service.authenticate(token)
    expect(caller).toMatchObject({ userId })
    await service.revoke(caller?.sessionId ?? '')
    expect(await service.authenticate(token)).toBeNull()
  })

  it('answers sessions read together each with its own player', async () => {
    const a = await setUp()
    const b = await setUp()
    const service = new SessionService(t.database.db, POLICY, () => now)
    const results = await Promise.all([
      service.authenticate(a.token),
      service.authenticate(b.token),
      service.authenticate('not-a-token'),
    ])
    expect(results.map((c) => c?.userId ?? null)).toEqual([a.userId, b.userId, null])
  })
  it('touches the sessions read together once they are due, each to the time of its read', async () => {
    const a = await setUp()
    const b = await setUp()
    const issuedAt = now
    const lastSeen = async (sessionId: string | undefined) => {
      const [row] = await t.database.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.id, sessionId ?? ''))
      return row?.at.getTime()
    }
    now += 30_000
    const early = new SessionService(t.database.db, POLICY, () => now)
    const [ca, cb] = await Promise.all([early.authenticate(a.token), early.authenticate(b.token)])
    // Not due yet (both were issued by issuedAt): untouched.
    for (const c of [ca, cb]) expect(await lastSeen(c?.sessionId)).toBeLessThanOrEqual(issuedAt)

    now += 40_000
    const due = new SessionService(t.database.db, POLICY, () => now)
    const callers = await Promise.all([due.authenticate(a.token), due.authenticate(b.token)])
    expect(callers.map((c) => c?.userId)).toEqual([a.userId, b.userId])
    expect([await lastSeen(ca?.sessionId), await lastSeen(cb?.sessionId)]).toEqual([now, now])
  })
})
