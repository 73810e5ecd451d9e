import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { playerBalances } from '../ledger/ledger.ts'
import { cashOf, movements, ordersOf, payPage, placeOrder, sendWebhook } from './deposit.test-helpers.ts'
import { signSandboxBody } from './sandbox-provider.ts'

const MINUTE = 60_000

describe.each(testDatabases)('deposit through the sandbox on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const player = async () => {
    const { token, user } = await registerAccount(t)
    return { token, userId: user.id }
  }
  const bonusOf = async (userId: number) => (await playerBalances(t.database.db, userId)).bonus
  const orderState = async (token: string, orderId: string) =>
    (await call(t, 'getRechargeOrder', { orderId }, { token })).data

  it('pays an order on the sandbox page: cash, and the opted-in bonuses as bonus money, once', async () => {
    const { token, userId } = await player()
    // Item 5 of channel 1 is 100.00: first deposit 20% (20.00, cap 100.00) + every deposit 5% (5.00).
    const order = await placeOrder(t, token, { rechargeTypeId: 1, itemId: 5, bonusOptIn: true })
    expect(order).toMatchObject({ status: 'pending', amount: 10_000, currency: 'BRL' })
    expect(order.payUrl).toBe(`/sandbox-pay/${order.orderId}`)

    const pageRes = await t.app.inject({ method: 'GET', url: order.payUrl })
    expect(pageRes.statusCode).toBe(200)
    expect(pageRes.body).toContain('Sandbox payment — no real money')
    // The amount charged, exactly, as the app shows money (issue 17).
    expect(pageRes.body).toContain('<dd>R$100</dd>')
    expect(pageRes.body).toContain('Approve')
    const pt = await t.app.inject({ method: 'GET', url: `${order.payUrl}?lang=pt-BR` })
    expect(pt.body).toContain('sem dinheiro real')
    expect(pt.body).toContain('<dd>R$\u00a0100</dd>')
    const es = await t.app.inject({ method: 'GET', url: `${order.payUrl}?lang=es` })
    expect(es.body).toContain('<dd>100\u00a0BRL</dd>')

    const paid = await payPage(t, order.orderId, 'approve')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/wallets?name=deposit&order=${order.orderId}`)

    expect(await orderState(token, order.orderId)).toMatchObject({
      status: 'paid',
      amount: 10_000,
      bonus: 2_500,
      payUrl: '',
      paidAt: Math.floor(t.now() / 1000),
    })
    // The bonus is bonus money, apart from cash (issue 18).
    expect(await cashOf(t, userId)).toBe(10_000)
    expect(await bonusOf(userId)).toBe(2_500)
    expect(await movements(t, userId)).toEqual({ deposit: 1, bonus_grant: 2 })
    const me = await call(t, 'getUserInfo', {}, { token })
    expect(me.data.totalRecharge).toBe(10_000)

    // The page of a settled order shows its state, no buttons; pressing again changes nothing.
    const again = await payPage(t, order.orderId, 'approve')
    expect(again.statusCode).toBe(200)
    expect(again.body).not.toContain('<button')
    expect(again.body).toContain('paid')
    expect(await cashOf(t, userId)).toBe(10_000)
    expect(await bonusOf(userId)).toBe(2_500)

    // A second deposit of 5000.00 earns every deposit 5% capped at 20.00 and the second-deposit bonus
    // (kind 3) 10% capped at 50.00: 70.00.
    const big = await placeOrder(t, token, { rechargeTypeId: 2, itemId: 9, bonusOptIn: true })
    const res = await sendWebhook(t, { orderId: big.orderId, outcome: 'approved', amount: 500_000 })
    expect(res.status).toBe(200)
    expect(await orderState(token, big.orderId)).toMatchObject({ status: 'paid', bonus: 7_000 })
    expect(await cashOf(t, userId)).toBe(10_000 + 500_000)
    expect(await bonusOf(userId)).toBe(2_500 + 7_000)
    expect((await call(t, 'getUserInfo', {}, { token })).data.totalRecharge).toBe(510_000)
  })

  it('a replayed webhook and a second event for a paid order move nothing', async () => {
    const { token, userId } = await player()
    const order = await placeOrder(t, token, { rechargeTypeId: 1, amount: 5_000, bonusOptIn: true })
    const event = {
      eventId: 'evt_replay_0001',
      orderId: order.orderId,
      outcome: 'approved',
      amount: 5_000,
    } as const
    const first = await sendWebhook(t, event)
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ orderId: order.orderId, status: 'paid' })
    const cash = await cashOf(t, userId)
    expect(cash).toBe(5_000)
    expect(await bonusOf(userId)).toBe(1_000 + 250)

    const replay = await sendWebhook(t, event)
    expect(replay.status).toBe(200)
    expect(replay.headers['idempotent-replay']).toBe('true')
    expect(replay.body).toEqual(first.body)

    const other = await sendWebhook(t, { ...event, eventId: 'evt_replay_0002' })
    expect(other.status).toBe(200)
    expect(other.body.data.status as string).toBe('paid')
    // The same event id with another payload is refused.
    const reused = await sendWebhook(t, { ...event, outcome: 'declined' })
    expect(reused.status).toBe(409)

    expect(await cashOf(t, userId)).toBe(cash)
    expect(await bonusOf(userId)).toBe(1_250)
    expect(await movements(t, userId)).toEqual({ deposit: 1, bonus_grant: 2 })
  })

  it('a replayed idempotency key returns the same order and creates no other', async () => {
    const { token, userId } = await player()
    const key = `dep-key-${Date.now()}`
    const a = await call(t, 'recharge', { rechargeTypeId: 1, itemId: 4 }, { token, idempotencyKey: key })
    const b = await call(t, 'recharge', { rechargeTypeId: 1, itemId: 4 }, { token, idempotencyKey: key })
    expect(a.status).toBe(200)
    expect(b.data).toEqual(a.data)
    expect(b.headers['idempotent-replay']).toBe('true')
    expect(await ordersOf(t, userId)).toHaveLength(1)
  })

  it('refuses a bad signature, a mismatched amount or currency, and an unknown order; nothing moves', async () => {
    const { token, userId } = await player()
    const order = await placeOrder(t, token, { rechargeTypeId: 1, amount: 2_000 })
    const ok = { orderId: order.orderId, outcome: 'approved', amount: 2_000 } as const

    const forged = await sendWebhook(t, ok, { signature: signSandboxBody('not-the-secret-at-all', '{}') })
    expect(forged).toMatchObject({ status: 401, body: { msg: 'paymentSignatureInvalid' } })
    expect((await sendWebhook(t, ok, { signature: '' })).status).toBe(401)
    // Signed body, then one byte changed: the signature no longer covers it.
    const body = JSON.stringify({ eventId: 'evt_tamper_01', ...ok, currency: 'BRL' })
    const tampered = await sendWebhook(t, ok, {
      rawBody: body.replace('2000', '9000'),
      signature: signSandboxBody(t.config.payment.sandboxSecret ?? '', body),
    })
    expect(tampered.status).toBe(401)

    const more = await sendWebhook(t, { ...ok, amount: 2_001 })
    expect(more).toMatchObject({ status: 400, body: { msg: 'paymentMismatch' } })
    const usd = await sendWebhook(t, { ...ok, currency: 'USD' })
    expect(usd).toMatchObject({ status: 400, body: { msg: 'paymentMismatch' } })
    const unknown = await sendWebhook(t, { ...ok, orderId: `D${'0'.repeat(24)}` })
    expect(unknown.status).toBe(404)
    const malformed = await sendWebhook(t, ok, { rawBody: '{"eventId":1}' })
    expect(malformed.status).toBe(400)

    expect(await orderState(token, order.orderId)).toMatchObject({ status: 'pending' })
    expect(await cashOf(t, userId)).toBe(0)
    expect(await movements(t, userId)).toEqual({})

    // The provider's corrected call still settles the order.
    // No bonus was chosen on this order, so none is paid (issue 18).
    expect((await sendWebhook(t, ok)).status).toBe(200)
    expect(await cashOf(t, userId)).toBe(2_000)
    expect(await bonusOf(userId)).toBe(0)
  })

  it('a decline fails the order and moves no money', async () => {
    const { token, userId } = await player()
    const order = await placeOrder(t, token, { rechargeTypeId: 3, itemId: 3 })
    const res = await payPage(t, order.orderId, 'decline')
    expect(res.statusCode).toBe(303)
    expect(await orderState(token, order.orderId)).toMatchObject({ status: 'failed', bonus: 0, paidAt: 0 })
    expect(await cashOf(t, userId)).toBe(0)
    expect(await movements(t, userId)).toEqual({})
    expect((await call(t, 'getUserInfo', {}, { token })).data.totalRecharge).toBe(0)
  })

  it('expires unpaid orders lazily; a late approval is still credited, a late decline changes nothing', async () => {
    const { token, userId } = await player()
    const late = await placeOrder(t, token, { rechargeTypeId: 1, amount: 3_000, bonusOptIn: true })
    const dropped = await placeOrder(t, token, { rechargeTypeId: 1, amount: 4_000 })
    t.advance(29 * MINUTE)
    expect((await orderState(token, late.orderId)).status).toBe('pending')
    t.advance(2 * MINUTE)
    expect(await orderState(token, late.orderId)).toMatchObject({ status: 'expired', payUrl: '' })
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${late.orderId}` })
    expect(page.body).not.toContain('<button')

    // Money was taken by the provider, so it is credited (see docs/ARCHITECTURE.md "Deposits").
    expect((await sendWebhook(t, { orderId: late.orderId, outcome: 'approved', amount: 3_000 })).status).toBe(
      200,
    )
    expect((await orderState(token, late.orderId)).status).toBe('paid')
    expect(await cashOf(t, userId)).toBe(3_000)
    expect(await bonusOf(userId)).toBe(600 + 150)

    // Not read since it expired: the webhook notices the expiry itself.
    const declined = await sendWebhook(t, { orderId: dropped.orderId, outcome: 'declined', amount: 4_000 })
    expect(declined.body.data.status as string).toBe('expired')
    expect(await cashOf(t, userId)).toBe(3_000)
    expect(await bonusOf(userId)).toBe(750)
  })

  it('two first deposits settled at once earn one first-deposit bonus', async () => {
    const { token, userId } = await player()
    const a = await placeOrder(t, token, { rechargeTypeId: 1, amount: 10_000, bonusOptIn: true })
    const b = await placeOrder(t, token, { rechargeTypeId: 1, amount: 10_000, bonusOptIn: true })
    const results = await Promise.all(
      [a, b].map((o) => sendWebhook(t, { orderId: o.orderId, outcome: 'approved', amount: 10_000 })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200])
    // Cash 2 x 100.00; bonus money 2 x 5.00 + one 20.00 first-deposit bonus + one 10.00 second-deposit
    // bonus (kind 3, 10%): whichever settles second is the second deposit.
    expect(await cashOf(t, userId)).toBe(2 * 10_000)
    expect(await bonusOf(userId)).toBe(2 * 500 + 2_000 + 1_000)
    expect((await call(t, 'getUserInfo', {}, { token })).data.totalRecharge).toBe(20_000)
  })
})

describe.each(testDatabases)('deposit in production without a sandbox secret on %s', (kind) => {
  it('offers no sandbox channel, page or webhook', async () => {
    const t = await startTestApp(kind, { env: { NODE_ENV: 'production' } })
    try {
      const { token } = await registerAccount(t)
      const info = await call(t, 'getTradeInfo', {}, { token })
      expect(info.data.appRechargeTypeMap).toEqual({})
      const res = await call(t, 'recharge', { rechargeTypeId: 1, amount: 5_000 }, { token })
      expect(res).toMatchObject({ status: 400, msg: 'depositChannelUnavailable' })
      const hook = await t.app.inject({ method: 'POST', url: '/payment/v1/sandbox/webhook', payload: {} })
      expect(hook.statusCode).toBe(404)
      const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/D${'0'.repeat(24)}` })
      expect(page.statusCode).not.toBe(200)
    } finally {
      await t.close()
    }
  })
})
