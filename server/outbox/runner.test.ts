import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { query } from '../db/sql.ts'
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { writeEvent } from './events.ts'

/** The app as it runs in production: consumers and the scheduler in the background of the server process. */
describe.each(testDatabases)('the outbox running in the server (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { OUTBOX_POLL_MS: '20' } })
  })
  afterAll(() => t.close())

  async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const v = await read()
      if (done(v) || Date.now() > deadline) return v
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('applies events without being asked, and runs the daily jobs on the injected clock', async () => {
    const db = t.database.db
    const [u] = await db
      .insert(users)
      .values({
        uuid: crypto.randomUUID(),
        account: 'runner1',
        accountType: 1,
        nickname: 'r',
        inviteCode: 'RUN1',
      })
      .returning({ id: users.id })
    const userId = u?.id ?? 0
    await writeEvent(db, { kind: 'bet', userId, amount: 250 }, t.now())
    await writeEvent(db, { kind: 'bet', userId, amount: 50 }, t.now())
    await writeEvent(db, { kind: 'win', userId, amount: 400 }, t.now())
    const totals = await until(
      () =>
        query<{ bets: number; bet_count: number; wins: number; day: string }>(
          db,
          sql`SELECT bets, bet_count, wins, day::text AS day FROM player_daily_totals WHERE user_id = ${userId}`,
        ),
      (rows) => Number(rows[0]?.wins) === 400,
    )
    expect(totals).toEqual([{ bets: 300, bet_count: 2, wins: 400, day: '2026-11-22' }])
    const runs = await until(
      () => query<{ period: string }>(db, sql`SELECT period FROM scheduled_runs WHERE job = 'outbox.prune'`),
      (rows) => rows.length > 0,
    )
    expect(runs.map((r) => r.period)).toEqual(['2026-11-22'])
  })
})
