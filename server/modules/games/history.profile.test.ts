import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { games } from '../../db/schema/index.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { player } from '../wallet/wallet.test-helpers.ts'
import { HISTORY_LIMIT, recordGameHistory } from './history.repo.ts'

const device = { version: '1.1.1', os: 'test', deviceModel: 'x' }

describe.each(testDatabases)("profile's appGameDataUser on %s", (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('carries the favourites and recent games, newest first, in both after-login replies', async () => {
    const p = await player(t)
    const db = t.database.db
    await recordGameHistory(db, p.id, 1001, t.now() - 3000)
    await recordGameHistory(db, p.id, 2002, t.now() - 2000)
    await recordGameHistory(db, p.id, 1001, t.now() - 1000)
    await call(t, 'gameLike', { gameId: 3001, like: true }, p)
    t.advance(1000)
    await call(t, 'gameLike', { gameId: 6001, like: true }, p)
    const web = await call(t, 'getAfterLoginInfoWeb', device, p)
    expect(web.data.appGameDataUser).toEqual({ gameLikeIds: [6001, 3001], gameHistory: [1001, 2002] })
    const shell = await call(t, 'getAfterLoginInfo', { os: 'test', deviceModel: 'x' }, p)
    expect(shell.status).toBe(200)
    expect(shell.data.appGameDataUser).toEqual(web.data.appGameDataUser)
  })

  it('leaves out recent games that are no longer playable and still fills the list', async () => {
    const p = await player(t)
    const db = t.database.db
    const ids = (await db.select({ id: games.id, status: games.status, type: games.gameType }).from(games))
      .filter((g) => g.status === 1 && g.type !== 7)
      .map((g) => g.id)
      .slice(0, HISTORY_LIMIT + 3)
    // 1021 (off) is the newest start: it must not take a place in the list.
    for (const [i, id] of ids.entries()) await recordGameHistory(db, p.id, id, t.now() + i)
    await recordGameHistory(db, p.id, 1021, t.now() + 10_000)
    const { gameHistory } = (await call(t, 'getAfterLoginInfoWeb', device, p)).data.appGameDataUser
    expect(gameHistory).toHaveLength(HISTORY_LIMIT)
    expect(gameHistory).not.toContain(1021)
    expect(gameHistory).toEqual(ids.slice().reverse().slice(0, HISTORY_LIMIT))
  })

  it('shows a player only their own games', async () => {
    const a = await player(t)
    const b = await player(t)
    await recordGameHistory(t.database.db, a.id, 1005, t.now())
    await call(t, 'gameLike', { gameId: 1006, like: true }, a)
    const info = await call(t, 'getAfterLoginInfoWeb', device, b)
    expect(info.data.appGameDataUser).toEqual({ gameLikeIds: [], gameHistory: [] })
  })
})
