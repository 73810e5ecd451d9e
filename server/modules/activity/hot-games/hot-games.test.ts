import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../../db/sql.ts'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { betOf, ok, playing, roundId, txId } from '../../games/games.test-helpers.ts'
import { hotGamesConsumer } from './hot-games.consumer.ts'

/**
 * Hot games (issue 21): rounds played through the seamless wallet, as games play them, then the
 * hot-games consumer, then getHotGames against a table worked out by hand.
 */
const drain = (t: TestApp) => drainOutbox(t.database.db, [hotGamesConsumer])

/** One round: a bet and, when `wins` are given, a win for each (same round). */
async function round(t: TestApp, sessionId: string, bet: number, wins: number[] = []) {
  const b = betOf(sessionId, bet, { round: roundId() })
  expect((await ok(t, 'bet', b)).status).toBe('OK')
  for (const amount of wins) {
    const w = {
      sessionId,
      transactionId: txId(),
      roundId: b.roundId,
      betTransactionId: b.transactionId,
      amount,
    }
    expect((await ok(t, 'win', w)).status).toBe('OK')
  }
  return b
}

describe.each(testDatabases)('hot games on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [hotGamesConsumer])
  })
  afterAll(() => t.close())

  it('is empty before anyone plays today', async () => {
    const res = await call(t, 'getHotGames', {})
    expect(res.status).toBe(200)
    expect(res.data).toEqual({ day: '2026-11-22', biggestMultipliers: [], mostPlayed: [] })
  })

  it('ranks today by the biggest round multiplier and by rounds played, as worked out by hand', async () => {
    // Yesterday's round, the biggest of all: not today's, so not shown.
    const old = await playing(t, 1_000_000, { gameId: 1004 })
    t.advance(-24 * 3_600_000)
    await round(t, old.sessionId, 10, [10_000])
    t.advance(24 * 3_600_000)

    const a = await playing(t, 1_000_000, { gameId: 1001 })
    await round(t, a.sessionId, 100, [2_500]) // ×25.00
    await round(t, a.sessionId, 200) // no win
    await round(t, a.sessionId, 100, [150]) // ×1.50
    const b = await playing(t, 1_000_000, { gameId: 1002 })
    await round(t, b.sessionId, 1_000, [30_000]) // ×30.00
    await round(t, b.sessionId, 50)
    const c = await playing(t, 1_000_000, { gameId: 1003 })
    await round(t, c.sessionId, 300, [301]) // ×1.0033 -> 1.00
    for (let i = 0; i < 3; i += 1) await round(t, c.sessionId, 10)
    const undone = await round(t, c.sessionId, 10)
    expect(
      (
        await ok(t, 'rollback', {
          sessionId: c.sessionId,
          transactionId: txId(),
          roundId: undone.roundId,
          referenceTransactionId: undone.transactionId,
        })
      ).status,
    ).toBe('OK')
    await drain(t)
    // A round with two wins, applied in two batches: ×3.00 first, then ×7.00 as the round stands.
    const d = await playing(t, 1_000_000, { gameId: 1005 })
    const two = await round(t, d.sessionId, 100, [300])
    await drain(t)
    await ok(t, 'win', {
      sessionId: d.sessionId,
      transactionId: txId(),
      roundId: two.roundId,
      betTransactionId: two.transactionId,
      amount: 400,
    })
    await drain(t)

    const res = await call(t, 'getHotGames', {})
    expect(res.data).toEqual({
      day: '2026-11-22',
      biggestMultipliers: [
        { gameId: 1002, multiplier: 3000, bet: 1_000, win: 30_000 },
        { gameId: 1001, multiplier: 2500, bet: 100, win: 2_500 },
        { gameId: 1005, multiplier: 700, bet: 100, win: 700 },
        { gameId: 1003, multiplier: 100, bet: 300, win: 301 },
      ],
      mostPlayed: [
        { gameId: 1003, rounds: 4 },
        { gameId: 1001, rounds: 3 },
        { gameId: 1002, rounds: 2 },
        { gameId: 1005, rounds: 1 },
      ],
    })

    // A game switched off drops out of both lists; the next UTC day starts empty.
    await query(t.database.db, sql`UPDATE games SET status = 0 WHERE id = 1002`)
    try {
      const off = await call(t, 'getHotGames', {})
      expect(off.data.biggestMultipliers.map((g: { gameId: number }) => g.gameId)).toEqual([1001, 1005, 1003])
      expect(off.data.mostPlayed.map((g: { gameId: number }) => g.gameId)).toEqual([1003, 1001, 1005])
    } finally {
      await query(t.database.db, sql`UPDATE games SET status = 1 WHERE id = 1002`)
    }
    t.advance(12 * 3_600_000)
    expect((await call(t, 'getHotGames', {})).data).toEqual({
      day: '2026-11-23',
      biggestMultipliers: [],
      mostPlayed: [],
    })
    t.advance(-12 * 3_600_000)
  })

  it('applies each event once: draining again changes nothing', async () => {
    const before = (await call(t, 'getHotGames', {})).data
    await drain(t)
    expect((await call(t, 'getHotGames', {})).data).toEqual(before)
  })
})
