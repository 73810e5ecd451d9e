import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { applyNextBatch, drainOutbox, registerConsumers } from '../../outbox/consumer.ts'
import { type EventRow, toDomainEvent } from '../../outbox/events.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { ok, playing, txId } from '../games/games.test-helpers.ts'
import { ledgerViolations } from '../wallet/ledger/ledger.invariants.ts'
import { balances } from '../wallet/wallet.test-helpers.ts'
import { vipExperienceConsumer } from './vip.consumer.ts'
import { drainVip, placeBet, vipPayments, vipRow } from './vip.test-helpers.ts'

/**
 * VIP experience from bet events (issue 18), with the seeded ladder: VIP 1 at 10,000 (pays 200),
 * VIP 2 at 50,000 (pays 800), VIP 3 at 200,000 (pays 2,500); player levels 1-4 at 5,000, 20,000, 50,000 and 100,000.
 */
describe.each(testDatabases)('VIP experience consumer on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [vipExperienceConsumer])
  })
  afterAll(() => t.close())

  it('9,999 bet stays at VIP 0; one more reaches VIP 1 and pays its reward once; user info shows it', async () => {
    const p = await playing(t, 20_000)
    await placeBet(t, p.sessionId, 9_999)
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 9_999, level: 0, user_level: 1, rewarded_level: 0 })
    expect(await vipPayments(t, p.id)).toEqual([])

    await placeBet(t, p.sessionId, 1)
    await drainVip(t)
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 10_000, level: 1, user_level: 1, rewarded_level: 1 })
    expect(await vipPayments(t, p.id)).toEqual([[`vip_levelup:${p.id}:1`, 200]])
    expect((await balances(t, p.id)).cash).toBe(20_000 - 10_000 + 200)

    const info = await call(t, 'getUserInfo', {}, { token: p.token })
    expect(info.data).toMatchObject({ vip: 1, vipExp: 10_000, userLevel: 1 })
    const refresh = await call(t, 'refreshData', {}, { token: p.token })
    expect(refresh.data).toMatchObject({ vip: 1, vipExp: 10_000, userLevel: 1, coin: 10_200 })
  })

  it('a burst of bets crossing three levels pays three rewards, each once', async () => {
    const p = await playing(t, 300_000)
    for (const amount of [10_000, 40_000, 150_000]) await placeBet(t, p.sessionId, amount)
    // Usually one batch; on the PostgreSQL that CI shares between test files a batch stops below another
    // file's open transaction, so the burst may arrive in two. Either way, in order and each once.
    const applied: number[] = []
    for (let tries = 0; applied.length < 3 && tries < 200; tries++) {
      const batch = await applyNextBatch(t.database.db, vipExperienceConsumer)
      if (batch.status === 'applied') {
        applied.push(...batch.applied.filter((e) => e.userId === p.id).map((e) => e.amount))
      } else await new Promise((r) => setTimeout(r, 25))
    }
    expect(applied).toEqual([10_000, 40_000, 150_000])
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 200_000, level: 3, user_level: 4, rewarded_level: 3 })
    expect(await vipPayments(t, p.id)).toEqual([
      [`vip_levelup:${p.id}:1`, 200],
      [`vip_levelup:${p.id}:2`, 800],
      [`vip_levelup:${p.id}:3`, 2_500],
    ])
    expect((await balances(t, p.id)).cash).toBe(300_000 - 200_000 + 3_500)

    // Replayed: the same events applied again to a row that lost its state pay nothing more.
    const events = (
      await query<EventRow>(
        t.database.db,
        sql`SELECT id, tx_xid::text AS tx_xid, kind, user_id, amount, ledger_transaction_id, data, created_at
            FROM domain_events WHERE user_id = ${p.id} AND kind = 'bet' ORDER BY id`,
      )
    ).map(toDomainEvent)
    await t.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE player_vip SET experience = 0, level = 0, user_level = 0, rewarded_level = 0 WHERE user_id = ${p.id}`,
      )
      await vipExperienceConsumer.apply(tx, events)
    })
    expect(await vipRow(t, p.id)).toEqual({ experience: 200_000, level: 3, user_level: 4, rewarded_level: 3 })
    expect(await vipPayments(t, p.id)).toHaveLength(3)
    expect((await balances(t, p.id)).cash).toBe(103_500)
  })

  it('two processes draining at once apply each bet once and pay each level once', async () => {
    const p = await playing(t, 100_000)
    for (const amount of [10_000, 20_000, 20_000]) await placeBet(t, p.sessionId, amount)
    // On PostgreSQL a second pool, as a second server process; PGlite is one connection.
    const second: Database | null = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' })
      : null
    try {
      await Promise.all([
        drainOutbox(t.database.db, [vipExperienceConsumer]),
        drainOutbox(second?.db ?? t.database.db, [vipExperienceConsumer]),
      ])
    } finally {
      await second?.close()
    }
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 50_000, level: 2, user_level: 3, rewarded_level: 2 })
    expect(await vipPayments(t, p.id)).toEqual([
      [`vip_levelup:${p.id}:1`, 200],
      [`vip_levelup:${p.id}:2`, 800],
    ])
  })

  it('a rollback takes its bet back out of experience; reaching the level again pays nothing more', async () => {
    const p = await playing(t, 50_000)
    const b = await placeBet(t, p.sessionId, 12_000)
    await drainVip(t)
    expect(await vipRow(t, p.id)).toMatchObject({ experience: 12_000, level: 1 })

    const rb = {
      sessionId: p.sessionId,
      transactionId: txId(),
      roundId: b.roundId,
      referenceTransactionId: b.transactionId,
    }
    expect((await ok(t, 'rollback', rb)).status).toBe('OK')
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 0, level: 0, user_level: 0, rewarded_level: 1 })
    const info = await call(t, 'getUserInfo', {}, { token: p.token })
    expect(info.data).toMatchObject({ vip: 0, vipExp: 0, userLevel: 0 })

    await placeBet(t, p.sessionId, 10_000)
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 10_000, level: 1, user_level: 1, rewarded_level: 1 })
    expect(await vipPayments(t, p.id)).toEqual([[`vip_levelup:${p.id}:1`, 200]])
  })

  it('the ledger invariants hold', async () => {
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
