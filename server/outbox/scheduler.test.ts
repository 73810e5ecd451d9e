import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { drainOutbox, registerConsumers } from './consumer.ts'
import { outboxMaintenance, pruneJob } from './maintenance.ts'
import { markingConsumer } from './outbox.test-helpers.ts'
import { periodOf, type ScheduledJob, scheduleDue } from './scheduler.ts'

const hourly: ScheduledJob = { name: 'test.hourly', every: 'hourly' }
const daily: ScheduledJob = { name: 'test.daily', every: 'daily' }

it('names the UTC day or hour a moment falls in', () => {
  expect(periodOf('daily', Date.UTC(2026, 10, 25, 23, 59, 59))).toBe('2026-11-25')
  expect(periodOf('daily', Date.UTC(2026, 10, 26, 0, 0, 0))).toBe('2026-11-26')
  expect(periodOf('hourly', Date.UTC(2026, 10, 25, 7, 30))).toBe('2026-11-25T07')
})

async function scheduleEvents(db: Database['db'], job: string): Promise<string[]> {
  const rows = await query<{ period: string }>(
    db,
    sql`SELECT data->>'period' AS period FROM domain_events WHERE kind = 'schedule' AND data->>'job' = ${job}
        ORDER BY id`,
  )
  return rows.map((r) => r.period)
}

describe.each(testDatabases)('scheduled jobs (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('writes one schedule event per job and period, on the injected clock', async () => {
    const db = t.database.db
    const start = Date.UTC(2026, 10, 25, 22, 10)
    expect((await scheduleDue(db, [hourly, daily], start)).sort()).toEqual(['test.daily', 'test.hourly'])
    expect(await scheduleDue(db, [hourly, daily], start + 60_000)).toEqual([])
    expect(await scheduleDue(db, [hourly, daily], start + 3_600_000)).toEqual(['test.hourly'])
    expect(await scheduleDue(db, [hourly, daily], start + 2 * 3_600_000)).toEqual([
      'test.hourly',
      'test.daily',
    ])
    expect(await scheduleEvents(db, 'test.hourly')).toEqual([
      '2026-11-25T22',
      '2026-11-25T23',
      '2026-11-26T00',
    ])
    expect(await scheduleEvents(db, 'test.daily')).toEqual(['2026-11-25', '2026-11-26'])
  })

  it('prunes events every consumer has passed once they are older than the retention', async () => {
    const db = t.database.db
    const day = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString()
    const old = await query<{ id: number }>(
      db,
      sql`INSERT INTO domain_events (kind, created_at) VALUES ('test', ${day(1)}), ('test', ${day(2)}) RETURNING id`,
    )
    const passer = await markingConsumer(db, 'prune-passer')
    await registerConsumers(db, [passer, outboxMaintenance])
    await drainOutbox(db, [passer])
    const [recent] = await query<{ id: number }>(
      db,
      sql`INSERT INTO domain_events (kind, created_at) VALUES ('test', ${day(1)}) RETURNING id`,
    )
    // On Jan 20 everything of Jan 1-2 is past the 7 days; the last event is not passed by prune-passer yet.
    await scheduleDue(db, [pruneJob], Date.UTC(2026, 0, 20, 3))
    await drainOutbox(db, [outboxMaintenance])
    const left = await query<{ id: number }>(db, sql`SELECT id FROM domain_events WHERE kind = 'test'`)
    const leftIds = left.map((r) => Number(r.id))
    for (const r of old) expect(leftIds).not.toContain(Number(r.id))
    expect(leftIds).toContain(Number(recent?.id))
  })
})

describe.skipIf(!process.env.DATABASE_URL)('scheduled jobs across processes (postgres)', () => {
  let t: TestApp
  let second: Database
  beforeAll(async () => {
    t = await startTestApp('postgres')
    second = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' })
  })
  afterAll(async () => {
    await second.close()
    await t.close()
  })

  it('runs a period once when many ticks race', async () => {
    const now = Date.UTC(2026, 5, 1, 12)
    const ticks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        scheduleDue(i % 2 ? second.db : t.database.db, [hourly, daily], now),
      ),
    )
    expect(ticks.flat().sort()).toEqual(['test.daily', 'test.hourly'])
    expect(await scheduleEvents(t.database.db, 'test.daily')).toEqual(['2026-06-01'])
  })
})
