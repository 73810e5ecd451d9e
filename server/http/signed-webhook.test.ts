import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerAccount } from '../modules/auth/auth.test-helpers.ts'
import { placeOrder } from '../modules/wallet/deposit/deposit.test-helpers.ts'
import { balances, readyPlayer } from '../modules/wallet/wallet.test-helpers.ts'
import { PAYOUT_WEBHOOK_PATH } from '../modules/wallet/withdraw/withdraw.routes.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../test/harness.ts'
import { hmacHex } from './hmac.ts'
import { signWebhookBody } from './signed-webhook.ts'

const DEPOSIT_WEBHOOK = '/payment/v1/sandbox/webhook'
const HEADER = 'x-sandbox-signature'

/**
 * The one signed-webhook path (registerSignedWebhook) through both routes that use it: the sandbox
 * payment webhook (deposits) and the sandbox payout webhook (withdrawals).
 */
describe.each(testDatabases)('signed webhooks on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })
  const secret = () => t.config.payment.sandboxSecret ?? ''

  async function post(url: string, body: string, signature?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { [HEADER]: signature }),
      },
      payload: body,
    })
    return { status: res.statusCode, replay: res.headers['idempotent-replay'], ...res.json() }
  }

  /** A pending 50.00 deposit order and its approval, as the sandbox would send it. */
  async function depositCase() {
    const { token, user } = await registerAccount(t)
    const order = await placeOrder(t, token, { rechargeTypeId: 1, amount: 5_000 })
    const body = JSON.stringify({
      eventId: `evt_${randomUUID().slice(0, 8)}`,
      orderId: order.orderId,
      outcome: 'approved',
      amount: 5_000,
      currency: 'BRL',
    })
    return { userId: user.id, url: DEPOSIT_WEBHOOK, body }
  }

  /** A pending 200.00 withdrawal of a player holding 500.00, and its payout report. */
  async function payoutCase() {
    const p = await readyPlayer(t, 50_000)
    const res = await call(t, 'exchange', { amount: 20_000, cardId: p.card.id }, { token: p.token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    const withdrawalId = (res.data.withdrawal as { id: number }).id
    const body = JSON.stringify({ eventId: randomUUID(), withdrawalId, status: 'paid', amount: 20_000 })
    return { userId: p.id, url: PAYOUT_WEBHOOK_PATH, body }
  }

  // What each case's player holds before (untouched by any refusal) and after its one settlement.
  const cases = [
    {
      name: 'deposit',
      make: depositCase,
      before: { cash: 0, bonus: 0, withdrawHold: 0 },
      // 50.00 and no bonus: the order was placed without bonusOptIn (bonus money is by choice only).
      after: { cash: 5_000, bonus: 0, withdrawHold: 0 },
    },
    {
      name: 'payout',
      make: payoutCase,
      before: { cash: 30_000, bonus: 0, withdrawHold: 20_000 },
      after: { cash: 30_000, bonus: 0, withdrawHold: 0 },
    },
  ] as const

  for (const c of cases) {
    it(`${c.name}: a missing, wrong or stale signature is 401 and moves nothing`, async () => {
      const { userId, url, body } = await c.make()
      const refusals = [
        await post(url, body),
        await post(url, body, ''),
        await post(url, body, signWebhookBody('not-the-secret-at-all', body)),
        // The right key without the scheme prefix, and a signature of another body.
        await post(url, body, hmacHex(secret(), body)),
        await post(url, body.replace('"amount":', '"amount": '), signWebhookBody(secret(), body)),
      ]
      for (const r of refusals)
        expect(r).toMatchObject({ status: 401, code: 401, msg: 'paymentSignatureInvalid' })
      expect(await balances(t, userId)).toEqual(c.before)
      // The refusals burnt nothing: the genuine delivery still settles.
      expect(await post(url, body, signWebhookBody(secret(), body))).toMatchObject({ status: 200, code: 200 })
      expect(await balances(t, userId)).toEqual(c.after)
    })

    it(`${c.name}: a signed body that is not JSON or not the event is 400 and moves nothing`, async () => {
      const { userId, url } = await c.make()
      const junk = '{"eventId":'
      expect(await post(url, junk, signWebhookBody(secret(), junk))).toMatchObject({
        status: 400,
        msg: 'validation',
        details: { _: 'invalidFormat' },
      })
      const extra = JSON.stringify({ eventId: 'evt_12345678', surprise: 1 })
      const res = await post(url, extra, signWebhookBody(secret(), extra))
      expect(res).toMatchObject({ status: 400, msg: 'validation', details: { surprise: 'unknownField' } })
      expect(await balances(t, userId)).toEqual(c.before)
    })

    it(`${c.name}: a replayed delivery gets a 200 and moves the money once`, async () => {
      const { userId, url, body } = await c.make()
      const signature = signWebhookBody(secret(), body)
      const first = await post(url, body, signature)
      expect(first).toMatchObject({ status: 200, code: 200 })
      const again = await post(url, body, signature)
      expect(again).toMatchObject({ status: 200, code: 200 })
      expect(await balances(t, userId)).toEqual(c.after)
    })
  }

  it('deposit replay: the first reply again, marked idempotent-replay', async () => {
    const { url, body } = await depositCase()
    const signature = signWebhookBody(secret(), body)
    const first = await post(url, body, signature)
    const again = await post(url, body, signature)
    expect(first.replay).toBeUndefined()
    expect(again.replay).toBe('true')
    expect(again.data).toEqual(first.data)
  })

  it('payout replay: reported as not applied', async () => {
    const { url, body } = await payoutCase()
    const signature = signWebhookBody(secret(), body)
    expect(await post(url, body, signature)).toMatchObject({ data: { applied: true, status: 'paid' } })
    expect(await post(url, body, signature)).toMatchObject({ data: { applied: false, status: 'paid' } })
  })

  it('a provider this server does not have is 404, signed or not', async () => {
    const body = '{}'
    const res = await post('/payment/v1/acme/webhook', body, signWebhookBody(secret(), body))
    expect(res.status).toBe(404)
  })
})
