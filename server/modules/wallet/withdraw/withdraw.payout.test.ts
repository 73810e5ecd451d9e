import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withdrawals } from '../../../db/schema/index.ts'
import { query } from '../../../db/sql.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { balances, readyPlayer, webhook } from '../wallet.test-helpers.ts'

describe.each(testDatabases)('payouts through the sandbox provider on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const db = () => t.database.db
  /** The sum of every posting to a system account (system accounts keep no cached balance). */
  const system = async (account: string) => {
    const [row] = await query<{ total: number }>(
      db(),
      sql`SELECT coalesce(sum(p.amount), 0)::bigint AS total FROM ledger_postings p
          JOIN ledger_accounts a ON a.id = p.account_id WHERE a.user_id IS NULL AND a.kind = ${account}`,
    )
    return Number(row?.total ?? 0)
  }
  const status = async (id: number) =>
    (await db().select().from(withdrawals).where(eq(withdrawals.id, id)))[0]?.status

  async function pending(amount = 20_000, cash = 50_000) {
    const p = await readyPlayer(t, cash)
    const res = await call(t, 'exchange', { amount, cardId: p.card.id }, { token: p.token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    return { ...p, withdrawal: res.data.withdrawal as { id: number; amount: number; fee: number } }
  }

  it('paid: the held amount leaves (payout to clearing, fee to the house), once', async () => {
    const p = await pending()
    const clearing = await system('payment_clearing')
    const house = await system('house')
    const event = { eventId: randomUUID(), withdrawalId: p.withdrawal.id, status: 'paid', amount: 20_000 }
    const res = await webhook(t, event)
    expect(res).toMatchObject({ status: 200, data: { applied: true, status: 'paid' } })
    expect(await balances(t, p.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 0 })
    expect(await system('payment_clearing')).toBe(clearing + 19_600)
    expect(await system('house')).toBe(house + 400)
    expect(await status(p.withdrawal.id)).toBe('paid')

    // The provider retries the same event, and later sends a contradicting one: nothing moves.
    expect(await webhook(t, event)).toMatchObject({ status: 200, data: { applied: false, status: 'paid' } })
    const late = { ...event, eventId: randomUUID(), status: 'rejected' }
    expect(await webhook(t, late)).toMatchObject({ status: 200, data: { applied: false, status: 'paid' } })
    expect(await balances(t, p.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 0 })
    expect(await system('payment_clearing')).toBe(clearing + 19_600)
  })

  it('rejected: the whole amount, fee included, returns to cash, once', async () => {
    const p = await pending()
    const event = { eventId: randomUUID(), withdrawalId: p.withdrawal.id, status: 'rejected', amount: 20_000 }
    expect(await webhook(t, event)).toMatchObject({
      status: 200,
      data: { applied: true, status: 'rejected' },
    })
    expect(await balances(t, p.id)).toEqual({ cash: 50_000, bonus: 0, withdrawHold: 0 })
    expect(await webhook(t, event)).toMatchObject({ status: 200, data: { applied: false } })
    expect(await balances(t, p.id)).toEqual({ cash: 50_000, bonus: 0, withdrawHold: 0 })
    const coin = await call(t, 'refreshData', {}, { token: p.token })
    expect(coin.data.coin).toBe(50_000)
  })

  it('refuses a bad signature, a wrong amount and unknown withdrawals without moving anything', async () => {
    const p = await pending()
    const event = { eventId: randomUUID(), withdrawalId: p.withdrawal.id, status: 'paid', amount: 20_000 }
    expect(await webhook(t, event, { secret: 'not-the-secret-at-all' })).toMatchObject({
      status: 401,
      msg: 'paymentSignatureInvalid',
    })
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/payment/v1/sandbox/payout-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(unsigned.statusCode).toBe(401)
    expect(await webhook(t, { ...event, amount: 20_001 })).toMatchObject({
      status: 400,
      msg: 'paymentMismatch',
    })
    expect(await webhook(t, { ...event, withdrawalId: 987_654_321 })).toMatchObject({ status: 404 })
    expect(await webhook(t, { ...event, status: 'cancelled' })).toMatchObject({ status: 400 })
    expect(await webhook(t, {}, { raw: '{not json' })).toMatchObject({ status: 400 })
    // An event id PostgreSQL cannot store as sent (a NUL, a lone surrogate) is bad input, not a 500.
    for (const eventId of ['evt\u0000x', 'evt\ud800x']) {
      expect(await webhook(t, { ...event, eventId })).toMatchObject({
        status: 400,
        details: { eventId: 'invalidFormat' },
      })
    }
    expect(await balances(t, p.id)).toEqual({ cash: 30_000, bonus: 0, withdrawHold: 20_000 })
    expect(await status(p.withdrawal.id)).toBe('pending')
    // The event id was not burnt by the refused deliveries: the real one still applies.
    expect(await webhook(t, event)).toMatchObject({ status: 200, data: { applied: true } })
  })

  it('the sandbox page lists pending withdrawals, escaped, and its buttons pay or reject', async () => {
    const a = await pending(10_000)
    const b = await pending(15_000)
    await call(t, 'modifyBankInfo', { id: b.card.id, holderName: '<script>x</script>' }, { token: b.token })
    const c = await pending(12_000)
    await call(t, 'modifyBankInfo', { id: c.card.id, holderName: '<b>bold</b>' }, { token: c.token })
    const c2 = await call(t, 'exchange', { amount: 10_000, cardId: c.card.id }, { token: c.token })
    const page = await t.app.inject({ method: 'GET', url: '/sandbox-payout' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('SANDBOX')
    expect(page.body).toContain(`/sandbox-payout/${a.withdrawal.id}/pay`)
    // Amount, fee and payout as the app shows money (issue 17).
    expect(page.body).toContain('<td>R$150</td><td>R$3</td>\n  <td>R$147</td>')
    expect(page.body).toContain('&lt;b&gt;bold&lt;/b&gt;')
    expect(page.body).not.toContain('<b>bold</b>')

    const press = (id: number, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/sandbox-payout/${id}/${action}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      })
    expect((await press(a.withdrawal.id, 'pay')).statusCode).toBe(303)
    expect((await press(b.withdrawal.id, 'reject')).statusCode).toBe(303)
    expect(await status(a.withdrawal.id)).toBe('paid')
    expect(await status(b.withdrawal.id)).toBe('rejected')
    expect(await balances(t, a.id)).toEqual({ cash: 40_000, bonus: 0, withdrawHold: 0 })
    expect(await balances(t, b.id)).toEqual({ cash: 50_000, bonus: 0, withdrawHold: 0 })
    // Pressing again (a double click) moves nothing.
    expect((await press(a.withdrawal.id, 'reject')).statusCode).toBe(303)
    expect(await balances(t, a.id)).toEqual({ cash: 40_000, bonus: 0, withdrawHold: 0 })
    expect(await status(c2.data.withdrawal.id)).toBe('pending')
  })

  it('has no sandbox page in production, and no webhook without a secret of its own', async () => {
    const prod = await startTestApp(kind, { env: { NODE_ENV: 'production' } })
    try {
      expect((await prod.app.inject({ method: 'GET', url: '/sandbox-payout' })).statusCode).toBe(404)
      const res = await prod.app.inject({
        method: 'POST',
        url: '/payment/v1/sandbox/payout-webhook',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      })
      expect(res.statusCode).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
