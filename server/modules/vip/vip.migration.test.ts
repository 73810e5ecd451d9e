import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../db/migrate.ts'
import { seedIfEmpty } from '../../db/seed/index.ts'
import { query } from '../../db/sql.ts'
import { registerConsumers } from '../../outbox/consumer.ts'
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { playing } from '../games/games.test-helpers.ts'
import { vipExperienceConsumer } from './vip.consumer.ts'
import { drainVip, placeBet, vipPayments, vipRow } from './vip.test-helpers.ts'

/** A database that players bet on before 0024_vip.sql: the migration brings their experience along. */
describe.each(testDatabases)('0024_vip.sql on a database with bets on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('counts bets made before it once, at their level, without paying past level-ups', async () => {
    const db = t.database.db
    const p = await playing(t, 300_000)
    // 60,000 bet before the migration: VIP 2 (from 50,000), player level 3 (from 50,000).
    await placeBet(t, p.sessionId, 25_000)
    await placeBet(t, p.sessionId, 35_000)
    // The database as the build before 0024 left it (seed revision 2: a ladder without rewards).
    await db.execute(sql`DROP TABLE player_vip`)
    await db.execute(sql`DELETE FROM event_consumers WHERE name = 'vip.experience'`)
    await db.execute(
      sql`ALTER TABLE vip_levels DROP COLUMN level_up_reward, DROP COLUMN daily_bonus, DROP COLUMN sign_in_award`,
    )
    await db.execute(sql`ALTER TABLE users ADD COLUMN vip integer NOT NULL DEFAULT 0,
      ADD COLUMN vip_exp bigint NOT NULL DEFAULT 0, ADD COLUMN user_level integer NOT NULL DEFAULT 0`)
    await db.execute(
      sql`DELETE FROM schema_migrations WHERE name IN ('0024_vip.sql', '0025_vip_sign_in.sql')`,
    )
    await db.execute(sql`UPDATE app_settings SET value = '{"revision": 2}'::jsonb WHERE key = 'seedRevision'`)

    // What a start does: migrate, then upgrade the seed, then the consumers.
    expect(await migrate(db)).toEqual(['0024_vip.sql', '0025_vip_sign_in.sql'])
    expect(await seedIfEmpty(db)).toBe(false)
    await registerConsumers(db, [vipExperienceConsumer])
    expect(await vipRow(t, p.id)).toEqual({ experience: 60_000, level: 2, user_level: 3, rewarded_level: 2 })
    const [level3] = await query<{ level_up_reward: number }>(
      db,
      sql`SELECT level_up_reward FROM vip_levels WHERE level = 3`,
    )
    expect(level3).toEqual({ level_up_reward: 2_500 })

    // The events of those bets are behind the consumer's cursor: draining counts nothing twice.
    await drainVip(t)
    expect(await vipRow(t, p.id)).toMatchObject({ experience: 60_000, level: 2 })
    expect(await vipPayments(t, p.id)).toEqual([])

    // A bet after it counts, and pays the reward of the level it reaches only.
    await placeBet(t, p.sessionId, 140_000)
    await drainVip(t)
    expect(await vipRow(t, p.id)).toEqual({ experience: 200_000, level: 3, user_level: 4, rewarded_level: 3 })
    expect(await vipPayments(t, p.id)).toEqual([[`vip_levelup:${p.id}:3`, 2_500]])
  })
})
