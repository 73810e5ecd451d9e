import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { applyNextBatch, type Consumer, drainOutbox, registerConsumers } from '../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { playing } from '../games/games.test-helpers.ts'
import { pointsBalance } from '../points/points.balance.ts'
import { placeBet } from '../vip/vip.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { playerBalances } from '../wallet/ledger/ledger.ts'
import { deposit, player } from '../wallet/wallet.test-helpers.ts'
import { jackpotChancesConsumer } from './jackpot.chances.consumer.ts'
import { jackpotViolations } from './jackpot.invariants.ts'
import { jackpotPoolsConsumer } from './jackpot.pools.consumer.ts'
import { drawPrize } from './jackpot.service.ts'

/**
 * The jackpot against what 0032_jackpot.sql ships: one chance per R$100.00 (10,000) of deposits; pools Mega
 * seed 50,000 share 50 bp, Major 10,000 / 30 bp, Minor 2,000 / 15 bp, Mini 500 / 5 bp ceiling 100,000; cells
 * by ticket in [0, 10,000): 0-2999 cell 1 (2001 x 100), 3000-5499 cell 2 (2002 x 20), 7000-7999 cell 4 (Mini,
 * all above the seed).
 */
const consumers = [jackpotPoolsConsumer, jackpotChancesConsumer]
const drain = (t: TestApp) => drainOutbox(t.database.db, consumers)

const pool = async (t: TestApp, id: number) => {
  const [row] = await query<{ balance: string; funded: string; paid: string }>(
    t.database.db,
    sql`SELECT balance, funded, paid FROM jackpot_pools WHERE id = ${id}`,
  )
  return { balance: Number(row?.balance), funded: Number(row?.funded), paid: Number(row?.paid) }
}

const chances = async (t: TestApp, userId: number) => {
  const [row] = await query<{ carry: string; earned: number; used: number }>(
    t.database.db,
    sql`SELECT carry, earned, used FROM jackpot_chances WHERE user_id = ${userId}`,
  )
  return row ? { carry: Number(row.carry), earned: Number(row.earned), used: Number(row.used) } : null
}

/** The player's jackpot ledger keys (draw ids masked) and amounts. */
const prizeMoves = async (t: TestApp, userId: number) => {
  const rows = await query<{ key: string; kind: string; amount: string }>(
    t.database.db,
    sql`SELECT t.idempotency_key AS key, a.kind, p.amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = ${userId}
        WHERE t.idempotency_key LIKE 'jackpot_draw:%' ORDER BY t.id`,
  )
  return rows.map((r) => [r.key.replace(/:\d+$/, ':<id>'), r.kind, Number(r.amount)])
}

const setRunning = (t: TestApp, on: boolean) =>
  t.database.db.execute(sql`UPDATE activities SET status = ${on ? 1 : 0} WHERE id = 8`)

describe.each(testDatabases)('jackpot on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, consumers)
  })
  afterAll(() => t.close())

  it('shows visitors the shipped grid and pools, running (0033), and keeps the player calls behind login', async () => {
    const info = await call(t, 'getJackpotDrawInfo', {})
    expect(info.status).toBe(200)
    expect(info.data).toMatchObject({
      canReceiveDrawChance: false,
      running: true,
      needDeposit: 10_000,
      total: 0,
      totalWeight: 10_000,
      megaJackpot: { amount: 50_000, section: { min: 50_000, max: 50_000 } },
      miniJackpot: { amount: 500, section: { min: 500, max: 500 } },
      jackpotWinnerList: [],
    })
    expect(info.data.jackpotAwardConfigList).toHaveLength(10)
    expect(info.data.jackpotAwardConfigList[3]).toEqual({
      id: 4,
      propId: 50004,
      type: 2,
      count: 10_000,
      showNum: 50004,
      weight: 1_000,
    })
    expect(info.data.rules.title).toBe('Jackpot rules')
    expect(info.data.rules.body).toContain('Mega pool 0.1%')
    const es = await call(t, 'getJackpotDrawInfo', {}, { locale: 'es' })
    expect(es.data.rules.title).toBe('Reglas del jackpot')
    expect(es.data.rules.body).toContain('bote Mega 0,1%')
    const pt = await call(t, 'getJackpotDrawInfo', {}, { locale: 'pt-BR' })
    expect(pt.data.rules.body).toContain('prêmio Mega 0,1%')
    expect((await call(t, 'receiveDrawChance', {})).status).toBe(401)
    expect((await call(t, 'getPersonJackpotDrawAwardLog', {})).status).toBe(401)
    const rank = await call(t, 'getJackpotRank', { pageNum: 1, pageSize: 10 })
    expect(rank.data).toEqual({
      allRank: { pageNum: 1, pageSize: 10, total: 0, pages: 0, list: [] },
      personRank: null,
    })
  })

  it('earns chances from deposits exactly once (a failed batch retried, two processes at once)', async () => {
    const p = await player(t)
    await deposit(t, p.id, 25_000)
    const failing: Consumer = {
      ...jackpotChancesConsumer,
      async apply(tx, events) {
        await jackpotChancesConsumer.apply(tx, events)
        throw new Error('crash after apply')
      },
    }
    await expect(applyNextBatch(t.database.db, failing)).rejects.toThrow('crash after apply')
    await drain(t)
    expect(await chances(t, p.id)).toEqual({ carry: 5_000, earned: 2, used: 0 })
    for (const amount of [4_000, 1_000, 30_500]) await deposit(t, p.id, amount)
    const second: Database | null = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' })
      : null
    try {
      await Promise.all([drain(t), drainOutbox(second?.db ?? t.database.db, consumers)])
    } finally {
      await second?.close()
    }
    // 5,000 + 4,000 + 1,000 + 30,500 = 40,500: 4 more chances, 500 carried.
    expect(await chances(t, p.id)).toEqual({ carry: 500, earned: 6, used: 0 })
    const info = await call(t, 'getJackpotDrawInfo', {}, { token: p.token })
    expect([info.data.total, info.data.canReceiveDrawChance]).toEqual([6, true])
    // Switched off: no chance to take, 1002, nothing spent.
    await setRunning(t, false)
    const offInfo = await call(t, 'getJackpotDrawInfo', {}, { token: p.token })
    expect([offInfo.data.total, offInfo.data.canReceiveDrawChance, offInfo.data.running]).toEqual([
      6,
      false,
      false,
    ])
    expect((await call(t, 'getRedDots', {}, { token: p.token })).data.canReceiveDrawChance).toBe(false)
    const off = await call(t, 'receiveDrawChance', {}, { token: p.token })
    expect([off.status, off.code, off.msg]).toEqual([409, 1002, 'jackpotNotRunning'])
    await setRunning(t, true)
    expect((await call(t, 'getRedDots', {}, { token: p.token })).data.canReceiveDrawChance).toBe(true)
    expect((await chances(t, p.id))?.used).toBe(0)
  })

  it('funds each pool once per batch by its share up to its ceiling; the invariant holds', async () => {
    const before = await Promise.all([50001, 50002, 50003, 50004].map((id) => pool(t, id)))
    const p = await playing(t, 1_000_000)
    await drain(t)
    await placeBet(t, p.sessionId, 60_000)
    await placeBet(t, p.sessionId, 40_000)
    await drain(t)
    const after = await Promise.all([50001, 50002, 50003, 50004].map((id) => pool(t, id)))
    // 100,000 of valid bets: Mega 0.5% = 500, Major 0.3% = 300, Minor 0.15% = 150, Mini 0.05% = 50.
    expect(after.map((a, i) => a.funded - (before[i]?.funded ?? 0))).toEqual([500, 300, 150, 50])
    const funds = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'jackpot_fund'`,
    )
    expect(funds[0]?.n).toBe(1)
    // Mini's ceiling 20 above its balance: the next 100,000 add only 20 to it.
    await t.database.db.execute(sql`UPDATE jackpot_pools SET ceiling = balance + 20 WHERE id = 50004`)
    try {
      await placeBet(t, p.sessionId, 100_000)
      await drain(t)
      expect((await pool(t, 50004)).funded - (after[3]?.funded ?? 0)).toBe(20)
      expect((await pool(t, 50001)).funded - (after[0]?.funded ?? 0)).toBe(500)
    } finally {
      await t.database.db.execute(sql`UPDATE jackpot_pools SET ceiling = 100000 WHERE id = 50004`)
    }
    expect(await jackpotViolations(t.database.db)).toEqual([])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('pays each prize kind once through the ledger; an empty pool answers 1004 and changes nothing', async () => {
    await setRunning(t, true)
    const p = await player(t)
    await deposit(t, p.id, 50_000)
    await drain(t)
    const cash0 = (await playerBalances(t.database.db, p.id)).cash
    const coin = await drawPrize(t.database.db, p.id, t.now(), () => 0)
    expect(coin).toMatchObject({ id: 1, type: 1, propId: 2001, count: 100, bonus: 100, total: 4 })
    const points = await drawPrize(t.database.db, p.id, t.now(), () => 3_000)
    expect(points).toMatchObject({ id: 2, type: 1, propId: 2002, count: 20, bonus: 20, total: 3 })
    const mini = await pool(t, 50004)
    const above = mini.balance - 500
    expect(above).toBeGreaterThan(0)
    const won = await drawPrize(t.database.db, p.id, t.now(), () => 7_000)
    expect(won).toMatchObject({ id: 4, type: 2, propId: 50004, bonus: above, total: 2 })
    expect((await pool(t, 50004)).balance).toBe(500)
    await expect(drawPrize(t.database.db, p.id, t.now(), () => 7_500)).rejects.toMatchObject({
      code: 1004,
      msg: 'jackpotPoolExhausted',
    })
    expect(await chances(t, p.id)).toMatchObject({ earned: 5, used: 3 })
    expect((await playerBalances(t.database.db, p.id)).cash).toBe(cash0 + 100 + above)
    expect(await pointsBalance(t.database.db, p.id)).toBe(20)
    const pointsLog = await call(t, 'getPointsLog', {}, { token: p.token })
    expect(pointsLog.data.list).toMatchObject([{ type: 'earn', points: 20, source: 'jackpot' }])
    expect(await prizeMoves(t, p.id)).toEqual([
      [`jackpot_draw:${p.id}:<id>`, 'cash', 100],
      [`jackpot_draw:${p.id}:<id>`, 'points', 20],
      [`jackpot_draw:${p.id}:<id>`, 'cash', above],
    ])
    const log = await call(t, 'getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: 2 }, { token: p.token })
    expect(log.data).toMatchObject({ pageNum: 1, pageSize: 2, total: 3, pages: 2 })
    expect(log.data.list.map((d: { propId: number; bonus: number }) => [d.propId, d.bonus])).toEqual([
      [50004, above],
      [2002, 20],
    ])
    const page2 = await call(
      t,
      'getPersonJackpotDrawAwardLog',
      { pageNum: 2, pageSize: 2 },
      { token: p.token },
    )
    expect(page2.data.list).toMatchObject([{ propId: 2001, bonus: 100, type: 1, count: 100 }])
    expect(await jackpotViolations(t.database.db)).toEqual([])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('ranks cash prizes biggest first with masked nicknames and pins the caller', async () => {
    const a = await player(t)
    const b = await player(t)
    await t.database.db.execute(sql`UPDATE users SET nickname = 'Lucky Player' WHERE id = ${a.id}`)
    await t.database.db.execute(sql`UPDATE users SET nickname = 'Bo' WHERE id = ${b.id}`)
    for (const u of [a, b]) await deposit(t, u.id, 20_000)
    await drain(t)
    await t.database.db.execute(sql`DELETE FROM jackpot_draws`)
    await drawPrize(t.database.db, a.id, t.now(), () => 0) // 100
    await drawPrize(t.database.db, b.id, t.now(), () => 9_000) // cell 6: 2,000
    await drawPrize(t.database.db, b.id, t.now(), () => 3_000) // points: not ranked
    const rank = await call(t, 'getJackpotRank', { pageNum: 1, pageSize: 1 }, { token: a.token })
    expect(rank.status).toBe(200)
    expect(rank.data.allRank).toMatchObject({ pageNum: 1, pageSize: 1, total: 2, pages: 2 })
    expect(rank.data.allRank.list).toMatchObject([{ rank: 1, nickname: 'B*', amountSection: 2_000 }])
    expect(rank.data.personRank).toMatchObject({
      rank: 2,
      nickname: 'L***r',
      amountSection: 100,
      avatar: '1',
    })
    const page2 = await call(t, 'getJackpotRank', { pageNum: 2, pageSize: 1 })
    expect(page2.data.allRank.list).toMatchObject([{ rank: 2, nickname: 'L***r' }])
    expect(page2.data.personRank).toBeNull()
    const winners = (await call(t, 'getJackpotDrawInfo', {})).data.jackpotWinnerList
    expect(winners.map((w: { nickname: string; propId: number }) => [w.nickname, w.propId])).toEqual([
      ['B*', 2002],
      ['B*', 2001],
      ['L***r', 2001],
    ])
  })

  it('spends one chance once under 50 parallel draws and replays a retried draw', async () => {
    await setRunning(t, true)
    const p = await player(t)
    await deposit(t, p.id, 10_000)
    await drain(t)
    // Fund the pools so any cell the CSPRNG picks can pay.
    const g = await playing(t, 1_000_000)
    await placeBet(t, g.sessionId, 200_000)
    await drain(t)
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => call(t, 'receiveDrawChance', {}, { token: p.token })),
    )
    const codes = replies.map((r) => (r.status === 200 ? 200 : r.code))
    expect(codes.filter((c) => c === 200)).toHaveLength(1)
    expect(codes.every((c) => c === 200 || c === 1001 || c === 1003)).toBe(true)
    expect(await chances(t, p.id)).toMatchObject({ earned: 1, used: 1 })
    expect(await prizeMoves(t, p.id)).toHaveLength(1)

    // Fund the pools again: the first draw may have won a pool down to its seed (a second win there is 1004).
    await placeBet(t, g.sessionId, 200_000)
    await deposit(t, p.id, 10_000)
    await drain(t)
    const first = await call(t, 'receiveDrawChance', {}, { token: p.token, idempotencyKey: 'jackpot-draw-1' })
    expect(first.status, JSON.stringify(first)).toBe(200)
    await new Promise((r) => setTimeout(r, 50))
    const retry = await call(t, 'receiveDrawChance', {}, { token: p.token, idempotencyKey: 'jackpot-draw-1' })
    expect(retry.data).toEqual(first.data)
    expect(await chances(t, p.id)).toMatchObject({ earned: 2, used: 2 })
    expect(await prizeMoves(t, p.id)).toHaveLength(2)
    const none = await call(t, 'receiveDrawChance', {}, { token: p.token })
    expect([none.status, none.code, none.msg]).toEqual([409, 1001, 'jackpotNoChance'])
    expect(await jackpotViolations(t.database.db)).toEqual([])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const p = await player(t)
    for (const [name, body] of [
      ['receiveDrawChance', { id: 1 }],
      ['getPersonJackpotDrawAwardLog', { pageNum: 0 }],
      ['getPersonJackpotDrawAwardLog', { pageSize: -1 }],
      ['getPersonJackpotDrawAwardLog', { pageNum: 1.5 }],
      ['getJackpotRank', { pageNum: '1' }],
      ['getJackpotRank', { pageSize: '\u0000' }],
      ['getJackpotDrawInfo', { x: 'x'.repeat(1_000) }],
    ] as const) {
      const bad = await call(t, name, body, { token: p.token })
      expect(bad.status, `${name} ${JSON.stringify(body).slice(0, 30)}`).toBe(400)
    }
    expect(await chances(t, p.id)).toBeNull()
  })
})
