import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gameBrands, gameLikes, games } from '../../db/schema/index.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { player } from '../wallet/wallet.test-helpers.ts'
import { LIKES_LIMIT } from './likes.repo.ts'

const like = (t: TestApp, token: string, gameId: number, on = true) =>
  call(t, 'gameLike', { gameId, like: on }, { token })

describe.each(testDatabases)('gameLike on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('sets and clears favourites, newest first, and is idempotent both ways', async () => {
    const p = await player(t)
    expect((await like(t, p.token, 1001)).data).toEqual({ gameLikeIds: [1001] })
    t.advance(1000)
    expect((await like(t, p.token, 2001)).data).toEqual({ gameLikeIds: [2001, 1001] })
    t.advance(1000)
    // A second like of 1001 keeps its place (its first time), it does not move to the front.
    const again = await like(t, p.token, 1001)
    expect(again.status).toBe(200)
    expect(again.data).toEqual({ gameLikeIds: [2001, 1001] })
    expect((await like(t, p.token, 2001, false)).data).toEqual({ gameLikeIds: [1001] })
    expect((await like(t, p.token, 2001, false)).data).toEqual({ gameLikeIds: [1001] })
    const rows = await t.database.db.select().from(gameLikes).where(eq(gameLikes.userId, p.id))
    expect(rows.map((r) => r.gameId)).toEqual([1001])
  })

  it('refuses unknown and switched-off games with a 400 and changes nothing', async () => {
    const p = await player(t)
    await like(t, p.token, 1002)
    // 999999 does not exist; 1021 is off; 7001 belongs to the switched-off Arcade type.
    for (const gameId of [999_999, 1021, 7001]) {
      const res = await like(t, p.token, gameId)
      expect(res.status, String(gameId)).toBe(400)
      expect(res).toMatchObject({ code: 400, msg: 'notFound', details: { gameId: 'outOfRange' } })
    }
    const info = await call(t, 'getAfterLoginInfoWeb', { version: '1.1.1', os: 'test', deviceModel: 'x' }, p)
    expect(info.data.appGameDataUser.gameLikeIds).toEqual([1002])
  })

  it('applies an operator switching a brand off at once', async () => {
    const p = await player(t)
    await t.database.db.update(gameBrands).set({ status: 0 }).where(eq(gameBrands.id, 7))
    try {
      expect((await like(t, p.token, 6001)).status).toBe(400)
    } finally {
      await t.database.db.update(gameBrands).set({ status: 1 }).where(eq(gameBrands.id, 7))
    }
    expect((await like(t, p.token, 6001)).status).toBe(200)
  })

  it('refuses bad input and anonymous callers', async () => {
    const p = await player(t)
    for (const body of [{ gameId: 0, like: true }, { gameId: '1001', like: true }, { gameId: 1001 }, {}]) {
      const res = await call(t, 'gameLike', body, { token: p.token })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.msg).toBe('validation')
    }
    expect((await call(t, 'gameLike', { gameId: 1001, like: true }, {})).status).toBe(401)
  })

  it("keeps each player's favourites apart: nobody can change or read another's", async () => {
    const a = await player(t)
    const b = await player(t)
    await like(t, a.token, 1003)
    await like(t, b.token, 1004)
    // b unliking a's game touches only b's (empty) entry.
    expect((await like(t, b.token, 1003, false)).data).toEqual({ gameLikeIds: [1004] })
    const infoA = await call(t, 'getAfterLoginInfoWeb', { version: '1', os: 'test', deviceModel: 'x' }, a)
    expect(infoA.data.appGameDataUser.gameLikeIds).toEqual([1003])
    // Unknown body fields (such as a user id) are refused, not used.
    expect((await call(t, 'gameLike', { gameId: 1005, like: true, userId: a.id }, b)).status).toBe(400)
  })

  it(`caps favourites at ${LIKES_LIMIT}`, async () => {
    const p = await player(t)
    const ids = (await t.database.db.select({ id: games.id }).from(games)).map((g) => g.id)
    // Fill the table directly up to the cap (the catalogue holds fewer playable games than that).
    const at = t.now() - 10_000
    await t.database.db.insert(gameLikes).values(
      Array.from({ length: LIKES_LIMIT }, (_, i) => ({
        userId: p.id,
        gameId: 900_000 + i,
        createdAt: new Date(at + i),
      })),
    )
    const full = await like(t, p.token, 1001)
    expect(full.status).toBe(409)
    expect(full.details).toEqual({ gameLikeIds: 'outOfRange' })
    // Unliking one makes room.
    expect((await like(t, p.token, 900_000, false)).data.gameLikeIds).toHaveLength(LIKES_LIMIT - 1)
    const ok = await like(t, p.token, 1001)
    expect(ok.status).toBe(200)
    expect(ok.data.gameLikeIds).toHaveLength(LIKES_LIMIT)
    expect(ok.data.gameLikeIds[0]).toBe(1001)
    expect(ids).toContain(1001)
  })

  it('holds the cap when many likes of one player race', async () => {
    const p = await player(t)
    const at = t.now() - 10_000
    await t.database.db.insert(gameLikes).values(
      Array.from({ length: LIKES_LIMIT - 2 }, (_, i) => ({
        userId: p.id,
        gameId: 800_000 + i,
        createdAt: new Date(at + i),
      })),
    )
    const peer = await t.peer()
    // 20 different playable games, liked at once through two app instances.
    const targets = Array.from({ length: 20 }, (_, i) => 1001 + i)
    const replies = await Promise.all(
      targets.map((gameId, i) => call(i % 2 ? { app: peer } : t, 'gameLike', { gameId, like: true }, p)),
    )
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2)
    expect(replies.filter((r) => r.status === 409)).toHaveLength(18)
    const rows = await t.database.db.select().from(gameLikes).where(eq(gameLikes.userId, p.id))
    expect(rows).toHaveLength(LIKES_LIMIT)
  })
})
