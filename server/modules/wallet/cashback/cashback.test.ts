import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../../db/sql.ts'
import { drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { scheduleDue } from '../../../outbox/scheduler.ts'
import { startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { dailyTotalsConsumer } from '../../records/daily-totals.consumer.ts'
import { ledgerViolations } from '../ledger/ledger.invariants.ts'
import { PlayerAccount, SystemAccount, TxKind } from '../ledger/ledger.kinds.ts'
import { playerBalances, postMovement } from '../ledger/ledger.ts'
import { deposit, player } from '../wallet.test-helpers.ts'
import { cashbackConsumer, cashbackJob } from './cashback.consumer.ts'
import { coveredDays } from './cashback.period.ts'

/**
 * Cashback (recharge bonus kind 13) as 0035_cashback.sql ships it: 10% of last ISO week's net loss, from
 * R$10.00 lost, at most R$200.00, to cash, paid on Mondays. The second case switches it to the previous
 * day as bonus money (5x wagering, as seeded for rule 13).
 */
const at = (iso: string) => Date.parse(iso)

let seq = 0
/** A settled round at `time`: the bet (cash -> house) and, when it won, the win (house -> cash). */
async function round(t: TestApp, userId: number, stake: number, win: number, time: number) {
  const move = (kind: string, amount: number) =>
    postMovement(
      t.database.db,
      {
        kind: kind as typeof TxKind.bet,
        userId,
        idempotencyKey: `test-cashback:${kind}:${userId}:${++seq}`,
        postings: [
          { account: { userId, kind: PlayerAccount.cash }, amount },
          { account: { system: SystemAccount.house }, amount: -amount },
        ],
      },
      time,
    )
  await move(TxKind.bet, -stake)
  if (win > 0) await move(TxKind.win, win)
}

const run = async (t: TestApp, time: number) => {
  const written = await scheduleDue(t.database.db, [cashbackJob], time)
  // In order, as the runner's loops reach them: the totals read past the run, then the run pays.
  await drainOutbox(t.database.db, [dailyTotalsConsumer, cashbackConsumer])
  return written
}

const bonusOf = async (t: TestApp, userId: number) => (await playerBalances(t.database.db, userId)).bonus
const cashOf = async (t: TestApp, userId: number) => (await playerBalances(t.database.db, userId)).cash

/** Every cashback movement: [player, key, kind]. */
async function cashbackMoves(t: TestApp, userIds: number[]) {
  const rows = await query<{ user_id: number; key: string; kind: string }>(
    t.database.db,
    sql`SELECT user_id, idempotency_key AS key, kind FROM ledger_transactions
        WHERE ref_type = 'cashback' AND user_id = ANY(${`{${userIds.join(',')}}`}::bigint[]) ORDER BY id`,
  )
  return rows.map((r) => [Number(r.user_id), r.key, r.kind])
}

it('covers the previous UTC day, or the previous ISO week on a Monday only', () => {
  expect(coveredDays('day', '2026-11-23')).toEqual({ from: '2026-11-22', to: '2026-11-22' })
  expect(coveredDays('day', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' })
  expect(coveredDays('week', '2026-11-23')).toEqual({ from: '2026-11-16', to: '2026-11-22' })
  expect(coveredDays('week', '2026-11-24')).toBeNull()
  expect(coveredDays('week', '2026-11-22')).toBeNull()
})

describe.each(testDatabases)('cashback on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [dailyTotalsConsumer, cashbackConsumer])
  })
  afterAll(() => t.close())

  it("pays last week's net loss once, to cash, and nothing on a net win or a small loss", async () => {
    const [loser, winner, small, whale] = [await player(t), await player(t), await player(t), await player(t)]
    for (const p of [loser, winner, small, whale]) await deposit(t, p.id, 1_000_000)
    // The week of Monday 2026-11-16 to Sunday 2026-11-22 (UTC).
    await round(t, loser.id, 30_000, 5_000, at('2026-11-16T00:00:00Z'))
    await round(t, loser.id, 10_000, 0, at('2026-11-22T23:59:59Z'))
    // Outside the week: not counted.
    await round(t, loser.id, 50_000, 0, at('2026-11-15T23:59:59Z'))
    await round(t, winner.id, 10_000, 15_000, at('2026-11-18T10:00:00Z'))
    await round(t, small.id, 999, 0, at('2026-11-18T10:00:00Z'))
    await round(t, whale.id, 500_000, 0, at('2026-11-18T10:00:00Z'))

    // Sunday: no run for a week rule. Monday 00:05: the week is paid.
    const before = 1_000_000 - 90_000 + 5_000
    await run(t, at('2026-11-22T12:00:00Z'))
    expect(await cashOf(t, loser.id)).toBe(before)
    expect(await run(t, at('2026-11-23T00:05:00Z'))).toEqual([cashbackJob.name])
    // Net loss 30,000 - 5,000 + 10,000 = 35,000: 10% = 3,500.
    expect(await cashOf(t, loser.id)).toBe(before + 3_500)
    expect(await cashOf(t, winner.id)).toBe(1_000_000 + 5_000)
    expect(await cashOf(t, small.id)).toBe(1_000_000 - 999)
    // 10% of 500,000 is 50,000, capped at 20,000.
    expect(await cashOf(t, whale.id)).toBe(500_000 + 20_000)
    expect(await bonusOf(t, loser.id)).toBe(0)

    // The job again that day writes nothing; Tuesday's run pays no week.
    expect(await run(t, at('2026-11-23T09:00:00Z'))).toEqual([])
    expect(await run(t, at('2026-11-24T00:05:00Z'))).toEqual([cashbackJob.name])
    expect(await cashOf(t, loser.id)).toBe(before + 3_500)
    const ids = [loser.id, winner.id, small.id, whale.id]
    expect(await cashbackMoves(t, ids)).toEqual([
      [loser.id, `cashback:13:${loser.id}:2026-11-16`, 'bonus'],
      [whale.id, `cashback:13:${whale.id}:2026-11-16`, 'bonus'],
    ])

    // The same schedule event applied a second time (a rerun after a crash) pays nothing more.
    const [event] = await query<Record<string, unknown>>(
      t.database.db,
      sql`SELECT id, kind, user_id, amount, data, created_at FROM domain_events
          WHERE kind = 'schedule' AND data->>'job' = ${cashbackJob.name} AND data->>'period' = '2026-11-23'`,
    )
    await t.database.db.transaction((tx) =>
      cashbackConsumer.apply(tx, [
        {
          id: Number(event?.id),
          kind: 'schedule',
          userId: null,
          amount: 0,
          ledgerTransactionId: null,
          data: { job: cashbackJob.name, period: '2026-11-23' },
          createdAt: new Date(String(event?.created_at)),
        },
      ]),
    )
    expect(await cashOf(t, loser.id)).toBe(before + 3_500)
    expect(await cashbackMoves(t, ids)).toHaveLength(2)
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it("pays yesterday's loss as bonus money when the rule says so, and waits for the day's totals", async () => {
    await t.database.db.execute(
      sql`UPDATE recharge_bonus_rules SET params = '{"period":"day","payTo":"bonus","minLoss":0}' WHERE id = 13`,
    )
    try {
      const p = await player(t)
      await deposit(t, p.id, 100_000)
      await round(t, p.id, 20_000, 4_000, at('2026-11-25T18:00:00Z'))
      // The run is written before records.daily-totals has read the day's bets: the batch waits.
      const db = t.database.db
      await scheduleDue(db, [cashbackJob], at('2026-11-26T00:00:10Z'))
      await expect(drainOutbox(db, [cashbackConsumer])).rejects.toThrow('waits for records.daily-totals')
      expect(await cashOf(t, p.id)).toBe(84_000)
      await drainOutbox(db, [dailyTotalsConsumer])
      await drainOutbox(db, [cashbackConsumer])
      // 10% of 16,000, as bonus money to be bet 5x; the cash is untouched.
      expect(await bonusOf(t, p.id)).toBe(1_600)
      expect(await cashOf(t, p.id)).toBe(84_000)
      expect(await run(t, at('2026-11-26T08:00:00Z'))).toEqual([])
      expect(await bonusOf(t, p.id)).toBe(1_600)
      expect(await cashbackMoves(t, [p.id])).toEqual([
        [p.id, `cashback:13:${p.id}:2026-11-25`, 'bonus_grant'],
      ])
      const grants = await query<{
        amount: string | number
        wager_required: string | number
        period: string
      }>(
        t.database.db,
        sql`SELECT amount, wager_required, to_char(period, 'YYYY-MM-DD') AS period FROM bonus_grants
            WHERE user_id = ${p.id}`,
      )
      expect(grants.map((g) => [Number(g.amount), Number(g.wager_required), g.period])).toEqual([
        [1_600, 8_000, '2026-11-25'],
      ])
      expect(await ledgerViolations(t.database.db)).toEqual([])
    } finally {
      await t.database.db.execute(
        sql`UPDATE recharge_bonus_rules SET params = '{"period":"week","payTo":"cash","minLoss":1000}'
            WHERE id = 13`,
      )
    }
  })
})
