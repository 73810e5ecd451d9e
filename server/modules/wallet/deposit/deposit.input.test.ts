import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { cashOf, movements, ordersOf, placeOrder } from './deposit.test-helpers.ts'

describe.each(testDatabases)('deposit input on %s', (kind) => {
  let t: TestApp
  let token: string
  let userId: number
  beforeAll(async () => {
    t = await startTestApp(kind)
    const a = await registerAccount(t)
    token = a.token
    userId = a.user.id
  })
  afterAll(async () => {
    await t?.close()
  })

  const cases: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
    ['negative amount', { rechargeTypeId: 1, amount: -500 }, { details: { amount: 'outOfRange' } }],
    ['zero amount', { rechargeTypeId: 1, amount: 0 }, { details: { amount: 'outOfRange' } }],
    ['fractional amount', { rechargeTypeId: 1, amount: 100.5 }, { details: { amount: 'invalidType' } }],
    ['huge amount', { rechargeTypeId: 1, amount: 1e16 }, { details: { amount: 'outOfRange' } }],
    ['string amount', { rechargeTypeId: 1, amount: '5000' }, { details: { amount: 'invalidType' } }],
    ['no amount or item', { rechargeTypeId: 1 }, { details: { amount: 'required' } }],
    [
      'both amount and item',
      { rechargeTypeId: 1, amount: 5_000, itemId: 4 },
      { details: { amount: 'invalidFormat' } },
    ],
    [
      'string channel',
      { rechargeTypeId: '1', amount: 5_000 },
      { details: { rechargeTypeId: 'invalidType' } },
    ],
    [
      'unknown field',
      { rechargeTypeId: 1, amount: 5_000, userId: 1 },
      { details: { userId: 'unknownField' } },
    ],
    ['unknown channel', { rechargeTypeId: 99, amount: 5_000 }, { msg: 'depositChannelUnavailable' }],
    ['disabled channel', { rechargeTypeId: 4, amount: 5_000 }, { msg: 'depositChannelUnavailable' }],
    ['item of another channel', { rechargeTypeId: 3, itemId: 9 }, { details: { itemId: 'invalidFormat' } }],
    ['unknown item', { rechargeTypeId: 1, itemId: 77 }, { details: { itemId: 'invalidFormat' } }],
    ['item under the minimum', { rechargeTypeId: 1, itemId: 1 }, { msg: 'depositAmountTooLow' }],
    ['amount under the minimum', { rechargeTypeId: 2, amount: 999 }, { msg: 'depositAmountTooLow' }],
    [
      'amount over the channel maximum',
      { rechargeTypeId: 3, amount: 5_000_001 },
      { msg: 'depositAmountTooHigh' },
    ],
  ]

  it.each(cases)('refuses %s with 400 and creates nothing', async (_name, body, expected) => {
    const res = await call(t, 'recharge', body, { token })
    expect(res).toMatchObject({ status: 400, code: 400, ...expected })
    expect(await ordersOf(t, userId)).toHaveLength(0)
  })

  it('needs a login', async () => {
    expect((await call(t, 'recharge', { rechargeTypeId: 1, amount: 5_000 }, {})).status).toBe(401)
    expect((await call(t, 'getTradeInfo', {}, {})).status).toBe(401)
    expect((await call(t, 'getRechargeOrder', { orderId: `D${'a'.repeat(24)}` }, {})).status).toBe(401)
  })

  it("answers notFound for another player's order and a malformed id; nothing changes", async () => {
    const other = await registerAccount(t)
    const theirs = await placeOrder(t, other.token, { rechargeTypeId: 1, amount: 5_000 })
    const res = await call(t, 'getRechargeOrder', { orderId: theirs.orderId }, { token })
    expect(res).toMatchObject({ status: 404, msg: 'notFound' })
    const unknown = await call(t, 'getRechargeOrder', { orderId: `D${'b'.repeat(24)}` }, { token })
    expect(unknown).toMatchObject({ status: 404, msg: 'notFound' })
    for (const orderId of ['x', 5, `D${'G'.repeat(24)}`, `${theirs.orderId}'--`]) {
      const bad = await call(t, 'getRechargeOrder', { orderId }, { token })
      expect(bad.status, String(orderId)).toBe(400)
    }
    expect(
      (await call(t, 'getRechargeOrder', { orderId: theirs.orderId }, { token: other.token })).data,
    ).toMatchObject({
      status: 'pending',
    })
    expect(await cashOf(t, userId)).toBe(0)
    expect(await movements(t, userId)).toEqual({})
  })
})
