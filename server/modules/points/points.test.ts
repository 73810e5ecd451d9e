import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../../contract/errors.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { applyNextBatch, type Consumer, drainOutbox, registerConsumers } from '../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { ok, playing, txId } from '../games/games.test-helpers.ts'
import { placeBet } from '../vip/vip.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { PlayerAccount, PointsTxKind, SystemAccount } from '../wallet/ledger/ledger.kinds.ts'
import { playerBalances, postMovement } from '../wallet/ledger/ledger.ts'
import { deposit, player } from '../wallet/wallet.test-helpers.ts'
import { pointsConsumer } from './points.consumer.ts'

/**
 * Points (issue 18) against the rules 0030_points.sql ships: 1 point per 100 minor units (R$1.00) of valid
 * bets, the rest carried; 10 points per daily sign-in claim. Shop: item 1 = 50 points for 25, item 2 = 200
 * for 100, item 3 = 1,000 for 550, item 4 = 5,000 for 3,000 once per UTC day.
 */
const drain = (t: TestApp) => drainOutbox(t.database.db, [pointsConsumer])

/** Points credited straight to a player (the exchange tests do not need to play for them). */
async function givePoints(t: TestApp, userId: number, points: number) {
  await postMovement(
    t.database.db,
    {
      kind: PointsTxKind.earn,
      userId,
      idempotencyKey: `test-points:${userId}:${txId()}`,
      ref: { type: 'points', id: 'bet' },
      postings: [
        { account: { userId, kind: PlayerAccount.points }, amount: points },
        { account: { system: SystemAccount.pointsIssued }, amount: -points },
      ],
    },
    t.now(),
  )
}

const info = async (t: TestApp, token?: string) =>
  (await call(t, 'getPointsInfo', {}, token === undefined ? {} : { token })).data

/** The player's points movements: each ledger key (ids masked) and its points, in order. */
async function pointsMoves(t: TestApp, userId: number) {
  const rows = await query<{ key: string; amount: number | string }>(
    t.database.db,
    sql`SELECT t.idempotency_key AS key, p.amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = ${userId} AND a.kind = 'points'
        WHERE t.idempotency_key NOT LIKE 'test-points:%' ORDER BY t.id`,
  )
  return rows.map((r) => [r.key.replace(/:\d+$/, ':<id>'), Number(r.amount)])
}

describe.each(testDatabases)('points on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [pointsConsumer])
  })
  afterAll(() => t.close())

  it('shows visitors the shipped rules and shop, with no balance', async () => {
    const reply = await call(t, 'getPointsInfo', {})
    expect(reply.status).toBe(200)
    expect(reply.data).toEqual({
      points: 0,
      rules: [
        { action: 'bet', points: 1, perAmount: 100 },
        { action: 'signIn', points: 10, perAmount: 1 },
      ],
      items: [
        { id: 1, kind: 'coin', cost: 50, amount: 25, dailyLimit: 0, leftToday: -1, coupon: null },
        { id: 2, kind: 'coin', cost: 200, amount: 100, dailyLimit: 0, leftToday: -1, coupon: null },
        { id: 3, kind: 'coin', cost: 1_000, amount: 550, dailyLimit: 0, leftToday: -1, coupon: null },
        { id: 4, kind: 'coin', cost: 5_000, amount: 3_000, dailyLimit: 1, leftToday: 1, coupon: null },
        // Coupons (0034_coupons.sql; their terms are checked in coupons.test.ts).
        expect.objectContaining({ id: 5, kind: 'coupon', cost: 300, amount: 1 }),
        expect.objectContaining({ id: 6, kind: 'coupon', cost: 400, amount: 1 }),
        expect.objectContaining({ id: 7, kind: 'coupon', cost: 250, amount: 1 }),
      ],
    })
    expect((await call(t, 'pointsExchange', { id: 1 })).status).toBe(401)
    expect((await call(t, 'getPointsLog', {})).status).toBe(401)
  })

  it('earns from a bet burst, a rollback and the daily sign-in, each exactly once', async () => {
    const p = await playing(t, 1_000_000)
    // 250 + 399 + 1,001 = 1,650: 16 points, 50 carried.
    await placeBet(t, p.sessionId, 250)
    await placeBet(t, p.sessionId, 399)
    const big = await placeBet(t, p.sessionId, 1_001)
    await drain(t)
    expect((await info(t, p.token)).points).toBe(16)
    // The rollback takes 1,001 out of the carry (50 - 1,001 = -951); the 16 points stay.
    const rb = {
      sessionId: p.sessionId,
      transactionId: txId(),
      roundId: big.roundId,
      referenceTransactionId: big.transactionId,
    }
    expect((await ok(t, 'rollback', rb)).status).toBe('OK')
    await drain(t)
    expect((await info(t, p.token)).points).toBe(16)
    // -951 + 1,000 = 49: nothing; + 60 = 109: 1 point, 9 carried.
    await placeBet(t, p.sessionId, 1_000)
    await drain(t)
    expect((await info(t, p.token)).points).toBe(16)
    await placeBet(t, p.sessionId, 60)
    await drain(t)
    expect((await info(t, p.token)).points).toBe(17)

    expect((await call(t, 'loginBonus3UserReceive', {}, { token: p.token })).status).toBe(200)
    await drain(t)
    await drain(t)
    expect((await info(t, p.token)).points).toBe(27)
    expect(await pointsMoves(t, p.id)).toEqual([
      [`points_earn:bet:${p.id}:<id>`, 16],
      [`points_earn:bet:${p.id}:<id>`, 1],
      [`points_earn:signin:${p.id}:<id>`, 10],
    ])
    const [carry] = await query<{ carry: string | number }>(
      t.database.db,
      sql`SELECT carry FROM points_progress WHERE user_id = ${p.id}`,
    )
    expect(Number(carry?.carry)).toBe(9)

    // User info's lottery is the points balance.
    expect((await call(t, 'refreshData', {}, { token: p.token })).data.lottery).toBe(27)
    expect((await call(t, 'getUserInfo', {}, { token: p.token })).data.lottery).toBe(27)

    const log = await call(t, 'getPointsLog', { pageNum: 1, pageSize: 2 }, { token: p.token })
    expect(log.status).toBe(200)
    const time = Math.floor(t.now() / 1000)
    expect(log.data).toEqual({
      pageNum: 1,
      pageSize: 2,
      total: 3,
      pages: 2,
      list: [
        { id: expect.any(Number), type: 'earn', points: 10, balance: 27, source: 'signIn', amount: 0, time },
        { id: expect.any(Number), type: 'earn', points: 1, balance: 17, source: 'bet', amount: 0, time },
      ],
    })
    const page2 = await call(t, 'getPointsLog', { pageNum: 2, pageSize: 2 }, { token: p.token })
    expect(page2.data.list).toMatchObject([{ type: 'earn', points: 16, balance: 16, source: 'bet' }])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('counts each bet once: a failed batch retried and two processes draining at once', async () => {
    const p = await playing(t, 100_000)
    await drain(t)
    await placeBet(t, p.sessionId, 2_000)
    const failing: Consumer = {
      ...pointsConsumer,
      async apply(tx, events) {
        await pointsConsumer.apply(tx, events)
        throw new Error('crash after apply')
      },
    }
    await expect(applyNextBatch(t.database.db, failing)).rejects.toThrow('crash after apply')
    await drain(t)
    for (const amount of [3_050, 5_000]) await placeBet(t, p.sessionId, amount)
    const second: Database | null = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' })
      : null
    try {
      await Promise.all([drain(t), drainOutbox(second?.db ?? t.database.db, [pointsConsumer])])
    } finally {
      await second?.close()
    }
    // 2,000 + 3,050 + 5,000 = 10,050: 100 points, 50 carried.
    expect((await info(t, p.token)).points).toBe(100)
  })

  it('exchanges points for coins once, replays the first reply, and refuses what it cannot do', async () => {
    const p = await player(t)
    await deposit(t, p.id, 10_000)
    await givePoints(t, p.id, 120)
    const first = await call(t, 'pointsExchange', { id: 1 }, { token: p.token, idempotencyKey: 'points-x-1' })
    expect(first.status).toBe(200)
    expect(first.data).toEqual({ id: 1, cost: 50, amount: 25, couponId: 0, points: 70, coin: 10_025 })
    await new Promise((r) => setTimeout(r, 50))
    const retry = await call(t, 'pointsExchange', { id: 1 }, { token: p.token, idempotencyKey: 'points-x-1' })
    expect(retry.data).toEqual(first.data)
    expect((await info(t, p.token)).points).toBe(70)
    expect((await playerBalances(t.database.db, p.id)).cash).toBe(10_025)

    const short = await call(t, 'pointsExchange', { id: 2 }, { token: p.token })
    expect([short.status, short.code, short.msg]).toEqual([409, 1702, 'pointsShort'])
    const unknown = await call(t, 'pointsExchange', { id: 99 }, { token: p.token })
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([400, 1701, 'pointsItemUnknown'])
    await t.database.db.execute(sql`UPDATE points_shop_items SET status = 0 WHERE id = 3`)
    try {
      await givePoints(t, p.id, 1_000)
      const off = await call(t, 'pointsExchange', { id: 3 }, { token: p.token })
      expect(off.code).toBe(ErrorCode.pointsItemUnknown)
      expect((await info(t)).items.map((i: { id: number }) => i.id)).toEqual([1, 2, 4, 5, 6, 7])
    } finally {
      await t.database.db.execute(sql`UPDATE points_shop_items SET status = 1 WHERE id = 3`)
    }
    for (const body of [
      { id: '1' },
      { id: -1 },
      { id: 1.5 },
      {},
      { id: 1, extra: 1 },
      { id: 'x'.repeat(1_000) },
      { id: '\u0000' },
    ]) {
      const bad = await call(t, 'pointsExchange', body, { token: p.token })
      expect(bad.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(bad.code).toBe(400)
    }
    const huge = await call(t, 'pointsExchange', { id: 'x'.repeat(100_000) }, { token: p.token })
    expect([huge.status, huge.code]).toEqual([413, 413])
    // Nothing moved by the refusals.
    expect((await info(t, p.token)).points).toBe(1_070)
    expect((await playerBalances(t.database.db, p.id)).cash).toBe(10_025)
    expect(await pointsMoves(t, p.id)).toEqual([[`points_spend:${p.id}:<id>`, -50]])

    // Another player sees none of it.
    const other = await player(t)
    expect((await info(t, other.token)).points).toBe(0)
    expect((await call(t, 'getPointsLog', {}, { token: other.token })).data).toEqual({
      pageNum: 1,
      pageSize: 20,
      total: 0,
      pages: 0,
      list: [],
    })
    const otherTry = await call(t, 'pointsExchange', { id: 1 }, { token: other.token })
    expect(otherTry.code).toBe(ErrorCode.pointsShort)

    const log = await call(t, 'getPointsLog', {}, { token: p.token })
    expect(log.data.list[1]).toMatchObject({
      type: 'spend',
      points: -50,
      balance: 70,
      source: 'item',
      amount: 25,
    })
    const records = await call(t, 'appUserCoinDetail', {}, { token: p.token })
    expect(JSON.stringify(records.data)).toContain('"points_exchange"')
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('keeps an item to its daily limit until 00:00 UTC', async () => {
    const p = await player(t)
    await givePoints(t, p.id, 10_000)
    expect((await call(t, 'pointsExchange', { id: 4 }, { token: p.token })).data).toMatchObject({
      points: 5_000,
      coin: 3_000,
    })
    expect((await info(t, p.token)).items[3]).toMatchObject({ id: 4, leftToday: 0 })
    const again = await call(t, 'pointsExchange', { id: 4 }, { token: p.token })
    expect([again.status, again.code, again.msg]).toEqual([409, 1703, 'pointsDailyLimit'])
    // The test clock starts at 12:00 UTC: 12 hours later is the next UTC day.
    t.advance(12 * 3_600_000)
    expect((await call(t, 'pointsExchange', { id: 4 }, { token: p.token })).data).toMatchObject({
      points: 0,
      coin: 6_000,
    })
  })

  it('20 parallel exchanges with points for one pay once; the balance never goes below 0', async () => {
    const p = await player(t)
    await givePoints(t, p.id, 60)
    const peer = await t.peer()
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call({ app: i % 2 ? peer : t.app }, 'pointsExchange', { id: 1 }, { token: p.token }),
      ),
    )
    expect(replies.filter((r) => r.status === 200).map((r) => r.data)).toEqual([
      { id: 1, cost: 50, amount: 25, couponId: 0, points: 10, coin: 25 },
    ])
    expect(replies.filter((r) => r.code === ErrorCode.pointsShort)).toHaveLength(19)
    expect((await info(t, p.token)).points).toBe(10)
    expect((await playerBalances(t.database.db, p.id)).cash).toBe(25)
    const negative = await query<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ledger_accounts WHERE kind = 'points' AND balance < 0`,
    )
    expect(negative[0]?.n).toBe(0)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
