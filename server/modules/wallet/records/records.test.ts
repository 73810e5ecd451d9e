import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { betOf, GAME_ID, ok, playing } from '../../games/games.test-helpers.ts'
import { bet, deposit, player, readyPlayer, webhook } from '../wallet.test-helpers.ts'

const DAY = 86_400_000
const sec = (ms: number) => Math.floor(ms / 1000)

describe.each(testDatabases)('records on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists every cash movement typed, signed, with the balance after, newest first', async () => {
    const p = await readyPlayer(t, 50_000)
    t.advance(60_000)
    const w1 = await call(t, 'exchange', { amount: 20_000, cardId: p.card.id }, { token: p.token })
    t.advance(60_000)
    const w2 = await call(t, 'exchange', { amount: 10_000, cardId: p.card.id }, { token: p.token })
    t.advance(60_000)
    const id2 = w2.data.withdrawal.id
    await webhook(t, { eventId: randomUUID(), withdrawalId: id2, status: 'rejected', amount: 10_000 })
    await webhook(t, {
      eventId: randomUUID(),
      withdrawalId: w1.data.withdrawal.id,
      status: 'paid',
      amount: 20_000,
    })

    const res = await call(t, 'appUserCoinDetail', {}, { token: p.token })
    expect(res.status).toBe(200)
    expect(res.data).toMatchObject({ pageNum: 1, pageSize: 20, total: 4, pages: 1, coin: 30_000 })
    expect(
      res.data.list.map((e: { kind: string; amount: number; balance: number; status: string }) => [
        e.kind,
        e.amount,
        e.balance,
        e.status,
      ]),
    ).toEqual([
      ['withdraw_returned', 10_000, 30_000, 'rejected'],
      ['withdraw_hold', -10_000, 20_000, 'rejected'],
      ['withdraw_hold', -20_000, 30_000, 'paid'],
      ['deposit', 50_000, 50_000, ''],
    ])
    expect(res.data.list[0]).toMatchObject({ refType: 'withdrawal', refId: String(id2), time: sec(t.now()) })
  })

  it('pages and filters by kind and date range, with no cut-off a year back', async () => {
    const p = await player(t)
    const start = t.now()
    // 25 deposits, one per day going forward from 400 days ago.
    t.advance(-400 * DAY)
    for (let i = 0; i < 25; i++) {
      await deposit(t, p.id, 100 + i)
      t.advance(DAY)
    }
    t.advance(start - t.now())
    await deposit(t, p.id, 7, 'deposit_bonus')
    const page = (body: Record<string, unknown>) => call(t, 'appUserCoinDetail', body, { token: p.token })

    const first = await page({ pageSize: 10 })
    expect(first.data).toMatchObject({ total: 26, pages: 3, pageSize: 10 })
    expect(first.data.list).toHaveLength(10)
    expect(first.data.list[0]).toMatchObject({ kind: 'deposit_bonus', amount: 7 })
    const third = await page({ pageSize: 10, pageNum: 3 })
    expect(third.data.list.map((e: { amount: number }) => e.amount)).toEqual([105, 104, 103, 102, 101, 100])
    expect(third.data.list.at(-1)).toMatchObject({ balance: 100, time: sec(start - 400 * DAY) })
    expect((await page({ pageNum: 4, pageSize: 10 })).data.list).toEqual([])

    expect((await page({ kind: 'deposit_bonus' })).data).toMatchObject({ total: 1 })
    expect((await page({ kind: 'bet' })).data).toMatchObject({ total: 0, list: [] })
    const range = await page({ startTime: sec(start - 400 * DAY), endTime: sec(start - 397 * DAY) })
    expect(range.data.list.map((e: { amount: number }) => e.amount)).toEqual([102, 101, 100])

    expect((await page({ pageSize: 51 })).details).toEqual({ pageSize: 'outOfRange' })
    expect((await page({ kind: 'nope' })).details).toEqual({ kind: 'invalidFormat' })
    expect((await page({ startTime: Date.now() })).details).toEqual({ startTime: 'outOfRange' })
    expect((await page({ pageNum: '1' })).details).toEqual({ pageNum: 'invalidType' })
  })

  it('shows only the caller’s own movements and bets', async () => {
    const a = await player(t)
    const b = await player(t)
    await deposit(t, a.id, 1_000)
    await bet(t, a.id, 500)
    expect((await call(t, 'appUserCoinDetail', {}, { token: b.token })).data).toMatchObject({
      total: 0,
      coin: 0,
    })
    expect((await call(t, 'betRecord', {}, { token: b.token })).data).toMatchObject({ total: 0, list: [] })
    expect((await call(t, 'appUserCoinDetail', {})).status).toBe(401)
  })

  it('betRecord pages the caller’s bets and filters by game type and date', async () => {
    const p = await player(t)
    expect((await call(t, 'betRecord', {}, { token: p.token })).data).toMatchObject({
      total: 0,
      pages: 0,
      list: [],
    })
    const now = t.now()
    await bet(t, p.id, 100, { winAmount: 250, gameType: 1, gameId: 11, at: now - 2 * DAY })
    await bet(t, p.id, 200, { gameType: 2, gameId: 21, at: now - DAY })
    await bet(t, p.id, 300, { winAmount: 100, gameType: 1, gameId: 12, at: now })
    const all = await call(t, 'betRecord', { pageSize: 2 }, { token: p.token })
    expect(all.data).toMatchObject({ total: 3, pages: 2 })
    expect(all.data.list[0]).toMatchObject({
      gameId: 12,
      gameType: 1,
      betAmount: 300,
      winAmount: 100,
      net: -200,
      time: sec(now),
    })
    const slots = await call(t, 'betRecord', { gameType: 1 }, { token: p.token })
    expect(slots.data.list.map((r: { gameId: number }) => r.gameId)).toEqual([12, 11])
    const recent = await call(t, 'betRecord', { startTime: sec(now - DAY) }, { token: p.token })
    expect(recent.data.list.map((r: { gameId: number }) => r.gameId)).toEqual([12, 21])
  })

  it('betRecordReport sums bets by UTC day and game type', async () => {
    const p = await player(t)
    const day0 = Date.UTC(2026, 10, 20, 10)
    await bet(t, p.id, 100, { winAmount: 50, gameType: 1, at: day0 })
    await bet(t, p.id, 200, { winAmount: 500, gameType: 1, at: day0 + 3_600_000 })
    await bet(t, p.id, 300, { gameType: 2, at: day0 })
    await bet(t, p.id, 400, { winAmount: 100, gameType: 1, at: day0 + DAY })
    const res = await call(t, 'betRecordReport', {}, { token: p.token })
    expect(res.data).toMatchObject({ total: 3, summary: { count: 4, bet: 1_000, win: 650, net: -350 } })
    expect(res.data.list).toEqual([
      { day: '2026-11-21', gameType: 1, count: 1, bet: 400, win: 100, net: -300 },
      { day: '2026-11-20', gameType: 1, count: 2, bet: 300, win: 550, net: 250 },
      { day: '2026-11-20', gameType: 2, count: 1, bet: 300, win: 0, net: -300 },
    ])
    const slots = await call(t, 'betRecordReport', { gameType: 2 }, { token: p.token })
    expect(slots.data).toMatchObject({ total: 1, summary: { count: 1, bet: 300 } })
    const paged = await call(t, 'betRecordReport', { pageSize: 1, pageNum: 2 }, { token: p.token })
    expect(paged.data.list).toEqual([res.data.list[1]])
  })

  it('names the game of each bet and game movement, and leaves the name empty for a game gone', async () => {
    // GAME_ID is the seed's 'Copper Canyon Gold' (slots, type 1).
    const p = await playing(t, 10_000)
    await ok(t, 'bet', betOf(p.sessionId, 700))
    const moves = await call(t, 'appUserCoinDetail', {}, { token: p.token })
    expect(moves.status).toBe(200)
    expect(moves.data.list[0]).toMatchObject({
      kind: 'bet',
      amount: -700,
      refType: 'provider_tx',
      gameId: GAME_ID,
      gameType: 1,
      gameName: 'Copper Canyon Gold',
    })
    expect(moves.data.list[1]).toMatchObject({ kind: 'deposit', gameId: 0, gameType: 0, gameName: '' })

    await bet(t, p.id, 300, { gameType: 4, gameId: 4001, at: t.now() + 1_000 })
    await bet(t, p.id, 200, { gameType: 4, gameId: 49_999, at: t.now() + 2_000 })
    const bets = await call(t, 'betRecord', {}, { token: p.token })
    expect(bets.data.list.map((r: { gameId: number; gameName: string }) => [r.gameId, r.gameName])).toEqual([
      [49_999, ''],
      [4001, 'Reef Raiders'],
      [GAME_ID, 'Copper Canyon Gold'],
    ])
    const second = await call(t, 'betRecord', { pageSize: 1, pageNum: 2 }, { token: p.token })
    expect(second.data.list).toEqual([bets.data.list[1]])
  })

  it('retrieveBalance answers the balance (no game sessions hold money yet)', async () => {
    const p = await player(t)
    await deposit(t, p.id, 12_345)
    const res = await call(t, 'retrieveBalance', {}, { token: p.token })
    expect(res).toMatchObject({ status: 200, data: { coin: 12_345, sessionsClosed: 0, retrieved: 0 } })
    const info = await call(t, 'getUserInfo', {}, { token: p.token })
    expect(info.data).toMatchObject({ coin: 12_345, bet: 0 })
  })
})
