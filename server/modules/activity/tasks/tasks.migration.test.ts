import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../../../db/migrate.ts'
import { query } from '../../../db/sql.ts'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { playing } from '../../games/games.test-helpers.ts'
import { placeBet } from '../../vip/vip.test-helpers.ts'
import { tasksConsumer } from './tasks.consumer.ts'
import { progressRows } from './tasks.test-helpers.ts'

/** A database that players deposited and bet on before 0027_tasks.sql: tasks count what comes after it. */
describe.each(testDatabases)('0027_tasks.sql on a database with events on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t.close())

  it('ships the 14 tasks and counts only the events after it', async () => {
    const db = t.database.db
    const p = await playing(t, 50_000)
    await placeBet(t, p.sessionId, 20_000)
    // The database as the build before 0027 left it.
    await db.execute(sql`DROP TABLE task_progress, tasks`)
    await db.execute(sql`DELETE FROM event_consumers WHERE name = 'activity.tasks'`)
    await db.execute(sql`DELETE FROM schema_migrations WHERE name = '0027_tasks.sql'`)

    expect(await migrate(db)).toEqual(['0027_tasks.sql'])
    await registerConsumers(db, [tasksConsumer])
    const groups = await query<{ task_group: string; n: number }>(
      db,
      sql`SELECT task_group, count(*)::int AS n FROM tasks GROUP BY task_group ORDER BY task_group`,
    )
    expect(groups.map((g) => [g.task_group, g.n])).toEqual([
      ['daily', 4],
      ['newbie', 4],
      ['vip', 3],
      ['weekly', 3],
    ])

    await drainOutbox(db, [tasksConsumer])
    expect(await progressRows(t, p.id)).toEqual([])

    // A bet after it counts, in the daily, weekly, newbie and VIP tasks of its kind.
    await placeBet(t, p.sessionId, 5_000)
    await drainOutbox(db, [tasksConsumer])
    expect(await progressRows(t, p.id)).toEqual([
      [103, '2026-11-22', 5_000, false],
      [104, '2026-11-22', 1, false],
      [202, '2026-W47', 5_000, false],
      [303, 'once', 1, false],
      [401, '2026-W47', 5_000, false],
      [403, '2026-W47', 1, false],
    ])
  })
})
