import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/client.ts'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { applyNextBatch, type Consumer, drainOutbox, registerConsumers } from './consumer.ts'
import { writeEvent } from './events.ts'
import { markingConsumer, marks, writeTestEvents } from './outbox.test-helpers.ts'

describe.each(testDatabases)('outbox consumers (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('applies each event once, in order, and passes by the kinds it does not read', async () => {
    const db = t.database.db
    const c = await markingConsumer(db, 'order', ['test'])
    await registerConsumers(db, [c])
    const first = await writeTestEvents(db, 5)
    await writeTestEvents(db, 3, 'other')
    const second = await writeTestEvents(db, 4)
    expect(await drainOutbox(db, [c], { limit: 3 })).toBe(9)
    expect(await marks(db, 'order')).toEqual([...first, ...second])
    expect(await drainOutbox(db, [c])).toBe(0)
    expect((await applyNextBatch(db, c)).status).toBe('idle')
    const [cursor] = await query<{ applied: number }>(
      db,
      sql`SELECT applied FROM event_consumers WHERE name = 'order'`,
    )
    expect(Number(cursor?.applied)).toBe(9)
  })

  it('rolls a failing batch back with its cursor and applies it again next time', async () => {
    const db = t.database.db
    const marking = await markingConsumer(db, 'retry')
    let failOnce = true
    const flaky: Consumer = {
      ...marking,
      async apply(tx, events) {
        await marking.apply(tx, events)
        if (failOnce) {
          failOnce = false
          throw new Error('consumer crashed after its effect')
        }
      },
    }
    await registerConsumers(db, [flaky])
    const ids = await writeTestEvents(db, 4)
    await expect(applyNextBatch(db, flaky)).rejects.toThrow('consumer crashed')
    expect(await marks(db, 'retry')).toEqual([])
    expect(await drainOutbox(db, [flaky])).toBeGreaterThanOrEqual(4)
    expect((await marks(db, 'retry')).filter((id) => ids.includes(id))).toEqual(ids)
  })

  it('gives each consumer its own cursor', async () => {
    const db = t.database.db
    const a = await markingConsumer(db, 'cursor-a')
    const b = await markingConsumer(db, 'cursor-b')
    await registerConsumers(db, [a, b])
    await drainOutbox(db, [a, b])
    const ids = await writeTestEvents(db, 2)
    await drainOutbox(db, [a])
    expect((await marks(db, 'cursor-a')).slice(-2)).toEqual(ids)
    const before = await marks(db, 'cursor-b')
    expect(before).not.toContain(ids[0])
    await drainOutbox(db, [b])
    expect((await marks(db, 'cursor-b')).slice(-2)).toEqual(ids)
  })

  it('writes an event with its facts', async () => {
    const db = t.database.db
    const id = await writeEvent(
      db,
      { kind: 'schedule', data: { job: 'j', period: 'p' } },
      Date.UTC(2026, 0, 2),
    )
    const [row] = await query<{ kind: string; data: unknown; created_at: Date | string }>(
      db,
      sql`SELECT kind, data, created_at FROM domain_events WHERE id = ${id}`,
    )
    expect(row?.kind).toBe('schedule')
    expect(row?.data).toEqual({ job: 'j', period: 'p' })
    expect(new Date(row?.created_at ?? 0).toISOString()).toBe('2026-01-02T00:00:00.000Z')
  })
})

/** What only PostgreSQL can show: transactions that commit out of id order, and several processes. */
describe.skipIf(!process.env.DATABASE_URL)('outbox consumers across connections (postgres)', () => {
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

  it('does not skip an event whose transaction commits after a later one', async () => {
    const db = t.database.db
    const c = await markingConsumer(db, 'late')
    await registerConsumers(db, [c])
    await drainOutbox(db, [c])
    const slow = new pg.Client({ connectionString: t.databaseUrl })
    await slow.connect()
    try {
      await slow.query('BEGIN')
      const early = await slow.query(
        `INSERT INTO domain_events (kind, created_at) VALUES ('test', now()) RETURNING id`,
      )
      const earlyId = Number(early.rows[0].id)
      const [laterId] = await writeTestEvents(db, 1)
      expect(laterId).toBeGreaterThan(earlyId)
      // A reader going by id alone would take the later event now and never see the early one.
      const naive = await query<{ id: number }>(
        db,
        sql`SELECT id FROM domain_events WHERE kind = 'test' AND id > ${earlyId - 1} ORDER BY id`,
      )
      expect(naive.map((r) => Number(r.id))).toEqual([laterId])
      // The consumer waits instead: the early transaction is still running.
      await drainOutbox(db, [c], { waitMs: 300 })
      expect(await marks(db, 'late')).not.toContain(laterId)
      await slow.query('COMMIT')
      await drainOutbox(db, [c])
      const applied = await marks(db, 'late')
      expect(applied).toContain(earlyId)
      expect(applied).toContain(laterId)
    } finally {
      await slow.end()
    }
  })

  it('shares the work between two processes: every event applied once, none lost', async () => {
    const c = await markingConsumer(t.database.db, 'shared')
    await registerConsumers(t.database.db, [c])
    await drainOutbox(t.database.db, [c])
    const written: number[] = []
    const writer = (async () => {
      for (let i = 0; i < 20; i++) written.push(...(await writeTestEvents(t.database.db, 50)))
    })()
    const counts = { a: 0, b: 0 }
    let writing = true
    void writer.then(() => {
      writing = false
    })
    const run = async (db: Database['db'], who: 'a' | 'b') => {
      for (;;) {
        const r = await applyNextBatch(db, c, 40)
        if (r.status === 'applied') counts[who] += r.applied.length
        else if (!writing) {
          if (r.status === 'idle') return
        } else await new Promise((resolve) => setTimeout(resolve, 2))
      }
    }
    await Promise.all([run(t.database.db, 'a'), run(second.db, 'b'), writer])
    await drainOutbox(t.database.db, [c])
    const applied = await marks(t.database.db, 'shared')
    expect(applied.filter((id) => written.includes(id)).length).toBe(1000)
    expect(counts.a).toBeGreaterThan(0)
    expect(counts.b).toBeGreaterThan(0)
  })
})
