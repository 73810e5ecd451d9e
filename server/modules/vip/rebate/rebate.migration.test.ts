import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../db/migrate.ts'
import { query } from '../../../db/sql.ts'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { playing } from '../../games/games.test-helpers.ts'
import { vipExperienceConsumer } from '../vip.consumer.ts'
import { placeBet } from '../vip.test-helpers.ts'
import { rebateConsumer } from './rebate.consumer.ts'

/** A database that players bet on before 0026_rebate.sql: the rebate starts with the bets after it. */
describe.each(testDatabases)('0026_rebate.sql on a database with bets on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('ships the rates and counts only the bets made after it', async () => {
    const db = t.database.db
    const consumers = [vipExperienceConsumer, rebateConsumer]
    const p = await playing(t, 100_000)
    // 20,000 bet before the migration: VIP 1 (from 10,000).
    await placeBet(t, p.sessionId, 20_000)
    await drainOutbox(db, [vipExperienceConsumer])
    // The database as the build before 0026 left it.
    await db.execute(sql`DROP TABLE rebate_claims, rebate_accruals, rebate_rates`)
    await db.execute(sql`DELETE FROM event_consumers WHERE name = 'vip.rebate'`)
    await db.execute(sql`DELETE FROM schema_migrations WHERE name = '0026_rebate.sql'`)

    // What a start does: migrate, then the consumers.
    expect(await migrate(db)).toEqual(['0026_rebate.sql'])
    await registerConsumers(db, consumers)
    const [rates] = await query<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM rebate_rates`)
    expect(rates?.n).toBe(77)

    await drainOutbox(db, consumers)
    expect((await call(t, 'betBonus', { type: 1 }, { token: p.token })).data).toEqual({
      vip: 1,
      total: 0,
      list: [{ type: 1, rate: 30, validBets: 0, amount: 0 }],
    })

    // A bet after it counts: VIP 1 slots, 5,000 x 30 bp = 15.
    await placeBet(t, p.sessionId, 5_000)
    await drainOutbox(db, consumers)
    expect((await call(t, 'betBonus', { type: 1 }, { token: p.token })).data).toEqual({
      vip: 1,
      total: 15,
      list: [{ type: 1, rate: 30, validBets: 5_000, amount: 15 }],
    })
  })
})
