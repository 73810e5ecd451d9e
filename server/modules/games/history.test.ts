import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { player } from '../wallet/wallet.test-helpers.ts'
import { HISTORY_LIMIT, listGameHistory, recordGameHistory } from './history.repo.ts'

describe.each(testDatabases)('game history on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keeps one row per game, newest start first', async () => {
    const p = await player(t)
    const db = t.database.db
    await recordGameHistory(db, p.id, 3, t.now())
    await recordGameHistory(db, p.id, 5, t.now() + 1000)
    await recordGameHistory(db, p.id, 7, t.now() + 2000)
    // Game 3 again: it moves to the front instead of appearing twice.
    await recordGameHistory(db, p.id, 3, t.now() + 3000)
    expect(await listGameHistory(db, p.id)).toEqual([3, 7, 5])
  })

  it('never moves a start backwards when an older one commits late', async () => {
    const p = await player(t)
    const db = t.database.db
    await recordGameHistory(db, p.id, 1, t.now() + 5000)
    await recordGameHistory(db, p.id, 2, t.now() + 4000)
    await recordGameHistory(db, p.id, 1, t.now())
    expect(await listGameHistory(db, p.id)).toEqual([1, 2])
  })

  it('is per player and capped', async () => {
    const a = await player(t)
    const b = await player(t)
    const db = t.database.db
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++) await recordGameHistory(db, a.id, i, t.now() + i * 1000)
    await recordGameHistory(db, b.id, 99, t.now())
    const listA = await listGameHistory(db, a.id)
    expect(listA).toHaveLength(HISTORY_LIMIT)
    expect(listA[0]).toBe(HISTORY_LIMIT + 5)
    expect(listA).not.toContain(99)
    expect(await listGameHistory(db, b.id)).toEqual([99])
  })
})
