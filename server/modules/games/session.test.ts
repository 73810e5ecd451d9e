import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { deposit, player } from '../wallet/wallet.test-helpers.ts'
import { betOf, GAME_ID, NO_DEMO_GAME_ID, OFF_GAME_ID, ok, playing } from './games.test-helpers.ts'
import { touchGameSession } from './session.service.ts'

/** startGame, exitGame and retrieveBalance: the player's side of game sessions. */
describe.each(testDatabases)('game sessions on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const openSessions = async (userId: number) => {
    const rows = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM game_sessions WHERE user_id = ${userId} AND status = 'open'`,
    )
    return Number(rows[0]?.n)
  }

  it('startGame needs a login', async () => {
    const res = await call(t, 'startGame', { gameId: GAME_ID })
    expect(res.status).toBe(401)
  })

  it('startGame returns a launch url with a fresh token, the balance, and records the play history', async () => {
    const p = await player(t)
    await deposit(t, p.id, 4_200)
    const a = await call(t, 'startGame', { gameId: GAME_ID }, { token: p.token })
    expect(a.status).toBe(200)
    expect(a.data).toMatchObject({ gameId: GAME_ID, demo: false, coin: 4_200 })
    expect(a.data.url).toMatch(/^\/provider\/games\/play\?token=[A-Za-z0-9_-]{43}$/)
    const b = await call(t, 'startGame', { gameId: GAME_ID }, { token: p.token })
    expect(b.data.url).not.toBe(a.data.url)
    expect(b.data.sessionId).not.toBe(a.data.sessionId)
    expect(await openSessions(p.id)).toBe(1)
    const history = await query<{ game_id: number }>(
      t.database.db,
      sql`SELECT game_id FROM game_history WHERE user_id = ${p.id}`,
    )
    expect(history.map((h) => Number(h.game_id))).toEqual([GAME_ID])
  })

  it('startGame sent at once (a double tap, two tabs) still leaves one game open', async () => {
    const p = await player(t)
    const starts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(t, 'startGame', { gameId: GAME_ID, tryIt: i % 2 }, { token: p.token }),
      ),
    )
    for (const s of starts) expect(s.status, JSON.stringify(s)).toBe(200)
    expect(await openSessions(p.id)).toBe(1)
  })

  it('demo play answers coin 0 and only where the game allows it', async () => {
    const p = await player(t)
    await deposit(t, p.id, 1_000)
    const demo = await call(t, 'startGame', { gameId: GAME_ID, tryIt: 1 }, { token: p.token })
    expect(demo.data).toMatchObject({ demo: true, coin: 0 })
    const refused = await call(t, 'startGame', { gameId: NO_DEMO_GAME_ID, tryIt: 1 }, { token: p.token })
    expect(refused.status).toBe(403)
    const real = await call(t, 'startGame', { gameId: NO_DEMO_GAME_ID }, { token: p.token })
    expect(real.data).toMatchObject({ demo: false, coin: 1_000 })
  })

  it('refuses a game that is unknown or off, or whose type, brand or platform is off', async () => {
    const p = await player(t)
    for (const gameId of [999_999, OFF_GAME_ID]) {
      expect((await call(t, 'startGame', { gameId }, { token: p.token })).status).toBe(404)
    }
    const [game] = await query<{ brand_id: number }>(
      t.database.db,
      sql`SELECT brand_id FROM games WHERE id = ${GAME_ID}`,
    )
    await t.database.db.execute(sql`UPDATE game_brands SET status = 0 WHERE id = ${game?.brand_id}`)
    try {
      expect((await call(t, 'startGame', { gameId: GAME_ID }, { token: p.token })).status).toBe(404)
    } finally {
      await t.database.db.execute(sql`UPDATE game_brands SET status = 1 WHERE id = ${game?.brand_id}`)
    }
    expect(await openSessions(p.id)).toBe(0)
  })

  it('exitGame closes the session and answers the balance; a second exit closes nothing', async () => {
    const p = await playing(t, 2_000)
    await ok(t, 'bet', betOf(p.sessionId, 500))
    const exit = await call(t, 'exitGame', { sessionId: p.sessionId }, { token: p.token })
    expect(exit.data).toEqual({ coin: 1_500, sessionsClosed: 1 })
    const again = await call(t, 'exitGame', {}, { token: p.token })
    expect(again.data).toEqual({ coin: 1_500, sessionsClosed: 0 })
  })

  it("exitGame cannot close someone else's session", async () => {
    const alice = await playing(t, 100)
    const bob = await player(t)
    const res = await call(t, 'exitGame', { sessionId: alice.sessionId }, { token: bob.token })
    expect(res.data).toEqual({ coin: 0, sessionsClosed: 0 })
    expect(await openSessions(alice.id)).toBe(1)
  })

  it('retrieveBalance closes the open sessions; nothing is held by games, so retrieved is 0', async () => {
    const p = await playing(t, 3_000)
    await ok(t, 'bet', betOf(p.sessionId, 1_000))
    const res = await call(t, 'retrieveBalance', {}, { token: p.token })
    expect(res.data).toEqual({ coin: 2_000, sessionsClosed: 1, retrieved: 0 })
    expect((await ok(t, 'bet', betOf(p.sessionId, 100))).status).toBe('SESSION_EXPIRED')
  })

  it('the heartbeat helper keeps an open session alive', async () => {
    const p = await playing(t, 1_000)
    t.advance(25 * 60_000)
    await touchGameSession(t.database.db, p.id, t.now())
    t.advance(25 * 60_000)
    expect((await ok(t, 'bet', betOf(p.sessionId, 100))).status).toBe('OK')
  })
})
