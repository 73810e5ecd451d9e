import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { writeEvent } from '../../../outbox/events.ts'
import { scheduleDue } from '../../../outbox/scheduler.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ledgerViolations } from '../ledger/ledger.invariants.ts'
import { safeboxInterestConsumer, safeboxInterestJob } from './safebox.interest.ts'
import { boxPlayer, moves, PASSWORD, wallet } from './safebox.test-helpers.ts'

/**
 * The daily interest at the seeded 5 basis points on the lowest balance held through the previous UTC
 * day, on the injected clock (the harness starts at 2026-11-22 12:00 UTC). Expected amounts are worked
 * out by hand in each comment.
 */
const at = (iso: string) => Date.parse(iso)

describe.each(testDatabases)('safe-box interest on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [safeboxInterestConsumer])
  })
  afterAll(() => t?.close())

  const goTo = (iso: string) => t.advance(at(iso) - t.now())
  const run = async () => {
    const written = await scheduleDue(t.database.db, [safeboxInterestJob], t.now())
    await drainOutbox(t.database.db, [safeboxInterestConsumer])
    return written
  }
  const dots = async (token: string) => (await call(t, 'getRedDots', {}, { token })).data.hasFund

  it('pays once a day on what was held through the whole previous day, and nothing for a stay across midnight', async () => {
    const a = await boxPlayer(t, 1_000_000)
    const b = await boxPlayer(t, 400_000)
    expect((await call(t, 'safeboxIn', { amount: 1_000_000 }, { token: a.token })).status).toBe(200)
    goTo('2026-11-22T23:59:00Z')
    expect((await call(t, 'safeboxIn', { amount: 400_000 }, { token: b.token })).status).toBe(200)

    // 11-23's run covers 11-22: both boxes started it empty. Nothing.
    goTo('2026-11-23T00:00:10Z')
    expect(await run()).toEqual([safeboxInterestJob.name])
    goTo('2026-11-23T00:01:00Z')
    expect(
      (await call(t, 'safeboxOut', { amount: 400_000, password: PASSWORD }, { token: b.token })).status,
    ).toBe(200)
    // A dips to 800 000 for a while on 11-23, then is back up to 900 000.
    goTo('2026-11-23T10:00:00Z')
    expect(
      (await call(t, 'safeboxOut', { amount: 200_000, password: PASSWORD }, { token: a.token })).status,
    ).toBe(200)
    goTo('2026-11-23T11:00:00Z')
    expect((await call(t, 'safeboxIn', { amount: 100_000 }, { token: a.token })).status).toBe(200)
    expect([await moves(t, a.id, 'safebox_interest'), await moves(t, b.id, 'safebox_interest')]).toEqual([
      0, 0,
    ])

    // 11-24's run covers 11-23: A held at least 800 000 -> 800 000 x 5 / 10 000 = 400. B held 0 from 00:01.
    goTo('2026-11-24T00:00:10Z')
    expect(await run()).toEqual([safeboxInterestJob.name])
    expect(await wallet(t, a.id)).toEqual({ cash: 100_000, safebox: 900_400 })
    expect(await wallet(t, b.id)).toEqual({ cash: 400_000, safebox: 0 })

    // Run again, and the same day's event delivered twice: still paid once.
    expect(await run()).toEqual([])
    await writeEvent(
      t.database.db,
      { kind: 'schedule', data: { job: safeboxInterestJob.name, period: '2026-11-24' } },
      t.now(),
    )
    await drainOutbox(t.database.db, [safeboxInterestConsumer])
    expect(await wallet(t, a.id)).toEqual({ cash: 100_000, safebox: 900_400 })
    expect(await moves(t, a.id, 'safebox_interest')).toBe(1)

    // 11-25's run covers 11-24, which began at 900 000 (the 400 came in at 00:00:10, so it earns from
    // the day after): 900 000 x 5 / 10 000 = 450.
    goTo('2026-11-25T00:00:10Z')
    await run()
    expect(await wallet(t, a.id)).toEqual({ cash: 100_000, safebox: 900_850 })
    expect(await moves(t, b.id, 'safebox_interest')).toBe(0)
    expect(await ledgerViolations(t.database.db)).toEqual([])

    const info = await call(t, 'getSafeboxInfo', {}, { token: a.token })
    expect(info.data).toMatchObject({ safebox: 900_850, interestBps: 5, interestTotal: 850 })
    expect((await call(t, 'getUserInfo', {}, { token: a.token })).data.safebox).toBe(900_850)

    // The dot: interest A has not looked at yet; reading the history clears it. B was paid nothing.
    expect([await dots(a.token), await dots(b.token)]).toEqual([true, false])
    const log = await call(t, 'getSafeboxInterestLog', { pageNum: 1, pageSize: 10 }, { token: a.token })
    expect(log.data).toMatchObject({ total: 2, pages: 1 })
    expect(log.data.list).toEqual([
      { day: '2026-11-24', held: 900_000, amount: 450, rateBps: 5, time: at('2026-11-25T00:00:10Z') / 1000 },
      { day: '2026-11-23', held: 800_000, amount: 400, rateBps: 5, time: at('2026-11-24T00:00:10Z') / 1000 },
    ])
    expect((await call(t, 'getSafeboxInterestLog', {}, { token: b.token })).data).toMatchObject({
      total: 0,
      list: [],
    })
    expect(await dots(a.token)).toBe(false)
  })

  it('pays nothing when the rate is set to 0', async () => {
    const c = await boxPlayer(t, 50_000)
    expect((await call(t, 'safeboxIn', { amount: 50_000 }, { token: c.token })).status).toBe(200)
    await t.database.db.execute(sql`UPDATE safebox_config SET interest_bps = 0`)
    try {
      t.advance(2 * 86_400_000)
      await run()
      expect(await wallet(t, c.id)).toEqual({ cash: 0, safebox: 50_000 })
      expect((await call(t, 'getSafeboxInfo', {}, { token: c.token })).data.interestBps).toBe(0)
    } finally {
      await t.database.db.execute(sql`UPDATE safebox_config SET interest_bps = 5`)
    }
  })
})
