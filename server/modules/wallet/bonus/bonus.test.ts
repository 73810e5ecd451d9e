import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { applyNextBatch, type Consumer, drainOutbox, registerConsumers } from '../../../outbox/consumer.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { ok, playing, txId } from '../../games/games.test-helpers.ts'
import { dailyTotalsConsumer } from '../../records/daily-totals.consumer.ts'
import { placeBet } from '../../vip/vip.test-helpers.ts'
import { placeOrder, sendWebhook } from '../deposit/deposit.test-helpers.ts'
import { ledgerViolations } from '../ledger/ledger.invariants.ts'
import { addCard, balances, bet, webhook } from '../wallet.test-helpers.ts'
import { bonusWageringConsumer } from './bonus.wagering.consumer.ts'

/**
 * Honest bonus money (issue 18), against the seeded rules (0005_deposit.sql, 0028_bonus_grants.sql):
 * first deposit 20 % up to 100.00 and every deposit 5 % up to 20.00, each 5x wagering. A 200.00 first
 * deposit opted in earns 40.00 (200.00 to bet) and 10.00 (50.00 to bet).
 */
const drain = (t: TestApp) => drainOutbox(t.database.db, [bonusWageringConsumer])

interface GrantRow {
  id: number
  amount: number
  required: number
  wagered: number
  state: string
}

async function grantsOf(t: TestApp, userId: number): Promise<GrantRow[]> {
  const rows = await query<Record<string, number | string>>(
    t.database.db,
    sql`SELECT id, amount, wager_required, wagered, state FROM bonus_grants WHERE user_id = ${userId} ORDER BY id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    required: Number(r.wager_required),
    wagered: Number(r.wagered),
    state: String(r.state),
  }))
}

/** Every movement of the player by kind: [kind, key with the ids masked, amount credited to the player]. */
async function moneyOf(t: TestApp, userId: number, kinds: string[]) {
  const rows = await query<{ kind: string; key: string; account: string; amount: number | string }>(
    t.database.db,
    sql`SELECT t.kind, t.idempotency_key AS key, a.kind AS account, p.amount FROM ledger_transactions t
        JOIN ledger_postings p ON p.transaction_id = t.id
        JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = t.user_id
        WHERE t.user_id = ${userId} AND t.kind = ANY(${`{${kinds.join(',')}}`}::text[]) AND p.amount > 0
        ORDER BY t.id`,
  )
  return rows.map((r) => [r.kind, r.key.replace(/:[0-9a-zD]+/g, ':<id>'), r.account, Number(r.amount)])
}

describe.each(testDatabases)('bonus money on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
    await registerConsumers(t.database.db, [bonusWageringConsumer, dailyTotalsConsumer])
  })
  afterAll(() => t.close())

  /** A player with `cash`, an authenticated game session, and a paid first deposit of `amount`. */
  async function depositor(amount: number, body: Record<string, unknown>, cash = 0) {
    const p = await playing(t, cash)
    const order = await placeOrder(t, p.token, { rechargeTypeId: 1, amount, ...body })
    const paid = await sendWebhook(t, { orderId: order.orderId, outcome: 'approved', amount })
    expect(paid.status).toBe(200)
    return { ...p, orderId: order.orderId }
  }

  it('no opt-in, no bonus: the order settles with cash only (also a choice left out)', async () => {
    for (const body of [{}, { bonusOptIn: false }]) {
      const p = await depositor(20_000, body)
      const order = await call(t, 'getRechargeOrder', { orderId: p.orderId }, { token: p.token })
      expect(order.data).toMatchObject({ status: 'paid', bonus: 0, bonusOptIn: false })
      expect(await balances(t, p.id)).toEqual({ cash: 20_000, bonus: 0, withdrawHold: 0 })
      expect(await grantsOf(t, p.id)).toEqual([])
      const balance = await call(t, 'getBonusBalance', {}, { token: p.token })
      expect(balance.data).toEqual({ bonus: 0, wagered: 0, required: 0, list: [] })
    }
    const p = await playing(t, 0)
    const wrongType = await call(
      t,
      'recharge',
      { rechargeTypeId: 1, amount: 2_000, bonusOptIn: 'yes' },
      { token: p.token },
    )
    expect(wrongType.status).toBe(400)
    expect(await query(t.database.db, sql`SELECT 1 FROM recharge_orders WHERE user_id = ${p.id}`)).toEqual([])
  })

  it('opted in: the bonus goes to the bonus balance with 5x wagering, cash gets only the deposit', async () => {
    const p = await depositor(20_000, { bonusOptIn: true })
    const order = await call(t, 'getRechargeOrder', { orderId: p.orderId }, { token: p.token })
    expect(order.data).toMatchObject({ status: 'paid', amount: 20_000, bonus: 5_000, bonusOptIn: true })
    expect(await balances(t, p.id)).toEqual({ cash: 20_000, bonus: 5_000, withdrawHold: 0 })
    expect(await moneyOf(t, p.id, ['deposit', 'deposit_bonus', 'bonus_grant'])).toEqual([
      ['deposit', 'deposit:<id>', 'cash', 20_000],
      ['bonus_grant', 'bonus_grant:<id>:<id>', 'bonus', 4_000],
      ['bonus_grant', 'bonus_grant:<id>:<id>', 'bonus', 1_000],
    ])
    const balance = await call(t, 'getBonusBalance', {}, { token: p.token })
    expect(balance.data).toMatchObject({
      bonus: 5_000,
      wagered: 0,
      required: 25_000,
      list: [
        { amount: 4_000, wagerMultiple: 5, required: 20_000, wagered: 0 },
        { amount: 1_000, wagerMultiple: 5, required: 5_000, wagered: 0 },
      ],
    })
    // Only the deposit is a cash wagering requirement; the bonus is not cash and locks none.
    const exchange = await call(t, 'getExchange', {}, { token: p.token })
    expect(exchange.data.turnover.open).toMatchObject([{ kind: 'deposit', amount: 20_000 }])
    expect(exchange.data.turnover.open).toHaveLength(1)
    // Each offer carries its wagering multiple before the player accepts (after one deposit: every deposit
    // and the second-deposit bonus).
    const info = await call(t, 'getTradeInfo', {}, { token: p.token })
    expect(info.data.appRechargeBonusList.map((r: { wagerMultiple: number }) => r.wagerMultiple)).toEqual([
      5, 5,
    ])
    // The day's totals count the grant as a bonus and the deposit as a deposit.
    await drainOutbox(t.database.db, [dailyTotalsConsumer])
    const day = await query<{ deposits: number | string; bonuses: number | string }>(
      t.database.db,
      sql`SELECT deposits, bonuses FROM player_daily_totals WHERE user_id = ${p.id}`,
    )
    expect(day.map((d) => [Number(d.deposits), Number(d.bonuses)])).toEqual([[20_000, 5_000]])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('counts cash bets after the grant, oldest grant first; rollbacks take back; releases each once', async () => {
    const p = await playing(t, 100_000)
    await placeBet(t, p.sessionId, 1_000) // before the grant: does not count
    const order = await placeOrder(t, p.token, { rechargeTypeId: 1, amount: 20_000, bonusOptIn: true })
    await sendWebhook(t, { orderId: order.orderId, outcome: 'approved', amount: 20_000 })
    const [g1, g2] = await grantsOf(t, p.id)
    if (!g1 || !g2) throw new Error('two grants expected')

    await placeBet(t, p.sessionId, 12_000)
    const five = await placeBet(t, p.sessionId, 5_000)
    await drain(t)
    expect((await grantsOf(t, p.id)).map((g) => g.wagered)).toEqual([17_000, 0])
    const rollback = (b: { transactionId: string; roundId: string }) =>
      ok(t, 'rollback', {
        sessionId: p.sessionId,
        transactionId: txId(),
        roundId: b.roundId,
        referenceTransactionId: b.transactionId,
      })
    expect((await rollback(five)).status).toBe('OK')
    const ten = await placeBet(t, p.sessionId, 10_000)
    await drain(t)
    // 12,000 + 10,000 meet the first grant's 20,000 (released: 40.00 to cash); 2,000 go to the second.
    expect(await grantsOf(t, p.id)).toEqual([
      { ...g1, wagered: 20_000, state: 'released' },
      { ...g2, wagered: 2_000, state: 'active' },
    ])
    // 100,000 - 1,000 + 20,000 - 12,000 - 5,000 + 5,000 - 10,000 + 4,000 released.
    expect(await balances(t, p.id)).toEqual({ cash: 101_000, bonus: 1_000, withdrawHold: 0 })

    // A rollback after the release takes back only what the active grant holds.
    expect((await rollback(ten)).status).toBe('OK')
    await drain(t)
    expect((await grantsOf(t, p.id)).map((g) => [g.wagered, g.state])).toEqual([
      [20_000, 'released'],
      [0, 'active'],
    ])
    // A burst of 30 bets of 200.00 in one batch: the first 25 meet the 5,000; the rest count for nothing.
    for (let i = 0; i < 30; i++) await placeBet(t, p.sessionId, 200)
    await drain(t)
    expect((await grantsOf(t, p.id)).map((g) => [g.wagered, g.state])).toEqual([
      [20_000, 'released'],
      [5_000, 'released'],
    ])
    expect(await balances(t, p.id)).toEqual({ cash: 111_000 - 6_000 + 1_000, bonus: 0, withdrawHold: 0 })
    expect(await moneyOf(t, p.id, ['bonus_release'])).toEqual([
      ['bonus_release', 'bonus_release:<id>', 'cash', 4_000],
      ['bonus_release', 'bonus_release:<id>', 'cash', 1_000],
    ])
    const records = await call(t, 'appUserCoinDetail', { kind: 'bonus_release' }, { token: p.token })
    expect(records.data.total).toBe(2)
    expect((await call(t, 'getBonusBalance', {}, { token: p.token })).data).toEqual({
      bonus: 0,
      wagered: 0,
      required: 0,
      list: [],
    })
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('releases once under a replayed batch and 20 parallel consumer runs', async () => {
    const p = await depositor(20_000, { bonusOptIn: true }, 50_000)
    await drain(t)
    await placeBet(t, p.sessionId, 25_000) // meets both grants (20,000 then 5,000)
    const failing: Consumer = {
      ...bonusWageringConsumer,
      async apply(tx, events) {
        await bonusWageringConsumer.apply(tx, events)
        throw new Error('crash after apply')
      },
    }
    await expect(applyNextBatch(t.database.db, failing)).rejects.toThrow('crash after apply')
    expect((await grantsOf(t, p.id)).map((g) => g.state)).toEqual(['active', 'active'])
    const others: Database[] = t.databaseUrl
      ? await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' })),
        )
      : []
    try {
      const dbs = [t.database, ...others]
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          drainOutbox((dbs[i % dbs.length] ?? t.database).db, [bonusWageringConsumer]),
        ),
      )
    } finally {
      await Promise.all(others.map((d) => d.close()))
    }
    await drain(t)
    expect((await grantsOf(t, p.id)).map((g) => g.state)).toEqual(['released', 'released'])
    expect(await moneyOf(t, p.id, ['bonus_release'])).toEqual([
      ['bonus_release', 'bonus_release:<id>', 'cash', 4_000],
      ['bonus_release', 'bonus_release:<id>', 'cash', 1_000],
    ])
    expect(await balances(t, p.id)).toEqual({
      cash: 50_000 + 20_000 - 25_000 + 5_000,
      bonus: 0,
      withdrawHold: 0,
    })
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })

  it('refuses a wagering multiple above 10 in the database, for rules and grants', async () => {
    await expect(
      t.database.db.execute(sql`UPDATE recharge_bonus_rules SET wager_multiple = 11 WHERE id = 1`),
    ).rejects.toThrow()
    await expect(
      t.database.db.execute(sql`UPDATE recharge_bonus_rules SET wager_multiple = 0 WHERE id = 1`),
    ).rejects.toThrow()
    const p = await depositor(20_000, { bonusOptIn: true })
    const [g] = await grantsOf(t, p.id)
    await expect(
      t.database.db.execute(
        sql`UPDATE bonus_grants SET wager_multiple = 11, wager_required = 11 * amount WHERE id = ${g?.id ?? 0}`,
      ),
    ).rejects.toThrow()
    await expect(
      t.database.db.execute(
        sql`UPDATE bonus_grants SET wager_required = amount * 12 WHERE id = ${g?.id ?? 0}`,
      ),
    ).rejects.toThrow()
    const rule = await query<{ m: number }>(
      t.database.db,
      sql`SELECT wager_multiple AS m FROM recharge_bonus_rules WHERE id = 1`,
    )
    expect(rule).toEqual([{ m: 5 }])
  })

  it('a withdrawal with an active bonus leaves the bonus as the terms say; only cash is withdrawn', async () => {
    const p = await depositor(20_000, { bonusOptIn: true })
    await bet(t, p.id, 20_000) // the deposit's own turnover (recorded bets: no money moves, no event)
    const card = await addCard(t, p.token)
    // The bonus is not cash: asking for cash + bonus is refused.
    const tooMuch = await call(t, 'exchange', { amount: 25_000, cardId: card.id }, { token: p.token })
    expect(tooMuch.status).not.toBe(200)
    const res = await call(t, 'exchange', { amount: 20_000, cardId: card.id }, { token: p.token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    const paid = await webhook(t, {
      eventId: randomUUID(),
      withdrawalId: res.data.withdrawal.id,
      status: 'paid',
      amount: 20_000,
    })
    expect(paid).toMatchObject({ status: 200, data: { applied: true } })
    await drain(t)
    expect(await balances(t, p.id)).toEqual({ cash: 0, bonus: 5_000, withdrawHold: 0 })
    expect((await grantsOf(t, p.id)).map((g) => [g.state, g.wagered])).toEqual([
      ['active', 0],
      ['active', 0],
    ])
    expect(await ledgerViolations(t.database.db)).toEqual([])
  })
})
