import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../db/schema/index.ts'
import { query } from '../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { type Consumer, ConsumerWaiting } from './consumer.ts'
import { writeEvent } from './events.ts'
import { markingConsumer, marks, writeTestEvents } from './outbox.test-helpers.ts'
import { idlePause, startOutbox } from './runner.ts'

describe('idlePause', () => {
  it('is pollMs after a batch, then doubles with each empty look up to idleMs', () => {
    expect([0, 1, 2, 3, 4, 5, 60].map((empty) => idlePause(empty, 200, 2_000))).toEqual([
      200, 400, 800, 1_600, 2_000, 2_000, 2_000,
    ])
  })

  it('never waits less than pollMs, whatever idleMs says', () => {
    expect([0, 1, 9].map((empty) => idlePause(empty, 200, 50))).toEqual([200, 200, 200])
  })
})

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const v = await read()
    if (done(v) || Date.now() > deadline) return v
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function newUser(t: TestApp, account: string): Promise<number> {
  const [u] = await t.database.db
    .insert(users)
    .values({
      uuid: crypto.randomUUID(),
      account,
      accountType: 1,
      nickname: 'r',
      inviteCode: account.toUpperCase(),
    })
    .returning({ id: users.id })
  return u?.id ?? 0
}

const dailyWins = (t: TestApp, userId: number) =>
  query<{ wins: number }>(t.database.db, sql`SELECT wins FROM player_daily_totals WHERE user_id = ${userId}`)

/** The app as it runs in production: consumers and the scheduler in the background of the server process. */
describe.each(testDatabases)('the outbox running in the server (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { OUTBOX_POLL_MS: '20' } })
  })
  afterAll(() => t.close())

  it('applies events without being asked, and runs the daily jobs on the injected clock', async () => {
    const db = t.database.db
    const userId = await newUser(t, 'runner1')
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

/**
 * An idle consumer backs off (a minute here), and a request this process answers wakes it: the events
 * written meanwhile are applied within 2 s, not after the rest of the idle pause.
 */
describe.each(testDatabases)('the outbox woken by a request (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { OUTBOX_POLL_MS: '20', OUTBOX_IDLE_MS: '60000' } })
  })
  afterAll(() => t.close())

  it('applies an event at once after a POST, though every consumer was deep in an idle pause', async () => {
    const userId = await newUser(t, 'runner2')
    // Long enough for every consumer's pause to have grown past 5 s (20, 40, ... 5,120 ms).
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    await writeEvent(t.database.db, { kind: 'win', userId, amount: 700 }, t.now())
    expect(await dailyWins(t, userId)).toEqual([])
    expect((await call(t, 'anonymous/appConfig', { v: 0 })).code).toBe(200)
    // Unwoken, the daily-totals consumer would next look about 10 s after the start, 4 s from now.
    const rows = await until(
      () => dailyWins(t, userId),
      (r) => r.length > 0,
      2_000,
    )
    expect(rows.map((r) => Number(r.wins))).toEqual([700])
  }, 20_000)
})

/**
 * A consumer that needs another to read further first (cashback after the daily totals) throws
 * ConsumerWaiting: its batch is retried, and the log says it waits, at info level, not that it failed.
 */
describe.each(testDatabases)('a consumer waiting for another (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    // No outbox of the app's own: the test runs one with its consumer alone.
    t = await startTestApp(kind, { env: { OUTBOX_POLL_MS: '0' } })
  })
  afterAll(() => t.close())

  it('is retried until it can go on, and logged as a wait, not an error', async () => {
    const db = t.database.db
    const marking = await markingConsumer(db, 'waiting')
    let tries = 0
    const waiting: Consumer = {
      ...marking,
      apply(tx, events) {
        tries++
        if (tries <= 2) throw new ConsumerWaiting('waiting waits for a test')
        return marking.apply(tx, events)
      },
    }
    const ids = await writeTestEvents(db, 3)
    const logged: string[] = []
    const record = (level: string) => (_obj: object, msg: string) => logged.push(`${level}: ${msg}`)
    const outbox = startOutbox({
      db,
      consumers: [waiting],
      jobs: [],
      clock: () => Date.now(),
      pollMs: 10,
      idleMs: 50,
      scheduleMs: 60_000,
      batchSize: 100,
      log: { error: record('error'), warn: record('warn'), info: record('info') },
    })
    try {
      const applied = await until(
        () => marks(db, 'waiting'),
        (rows) => rows.length === 3,
      )
      expect(applied).toEqual(ids)
    } finally {
      await outbox.stop()
    }
    expect(tries).toBe(3)
    expect(logged).toEqual([
      'info: outbox consumer waits; its batch will be retried',
      'info: outbox consumer waits; its batch will be retried',
    ])
  })
})
