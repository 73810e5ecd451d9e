import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pickRechargeType } from '../../../../contract/calls/wallet-deposit.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../../test/harness.ts'
import { registerAccount } from '../../auth/auth.test-helpers.ts'
import { bonusesFor } from './deposit.bonus.ts'
import { placeOrder, sendWebhook, setSettings } from './deposit.test-helpers.ts'

describe.each(testDatabases)('trade info on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const info = async (token: string, hash?: string) => {
    const res = await call(t, 'getTradeInfo', hash ? { hash } : {}, { token })
    expect(res.status, JSON.stringify(res)).toBe(200)
    return res.data
  }
  const deposit = async (token: string, rechargeTypeId: number, amount: number) => {
    const order = await placeOrder(t, token, { rechargeTypeId, amount })
    expect((await sendWebhook(t, { orderId: order.orderId, outcome: 'approved', amount })).status).toBe(200)
    t.advance(1_000)
  }

  it('names channels and bonus rules in the caller’s language, with a hash of its own', async () => {
    const { token } = await registerAccount(t)
    const res = await call(t, 'getTradeInfo', {}, { token, locale: 'pt-BR' })
    expect(res.status).toBe(200)
    expect(res.data.appRechargeTypeMap['2'].name).toBe('Transferência bancária')
    expect(res.data.appRechargeBonusList.find((b: { id: number }) => b.id === 1)?.name).toBe(
      'Bônus de primeiro depósito',
    )
    const es = await call(t, 'getTradeInfo', { hash: res.data.hash }, { token, locale: 'es' })
    // The Portuguese hash does not match the Spanish maps: they are sent again, in Spanish.
    expect(es.data.appRechargeTypeMap['2'].name).toBe('Transferencia bancaria')
    expect(es.data.hash).not.toBe(res.data.hash)
  })

  it('serves the offered channels with their visible items, sorted, and the default flag', async () => {
    const { token } = await registerAccount(t)
    const d = await info(token)
    // Channel 4 is switched off.
    expect(Object.keys(d.appRechargeTypeMap).sort()).toEqual(['1', '2', '3'])
    expect(d.appRechargeTypeMap['2']).toMatchObject({
      name: 'Bank transfer',
      isDefault: 1,
      minAmount: 1_000,
      minAmount2: 20_000,
      minPrice: 1_000,
    })
    expect(d.appRechargeTypeMap['1']).toMatchObject({ isDefault: 0, minPrice: 100, sort: 1 })
    // Item 1 (0.50) is under every minimum: hidden.
    expect(d.appRechargeTypeItemMap['1']).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(d.appRechargeTypeItemMap['2']).toEqual([3, 4, 5, 6, 7, 8, 9])
    expect(d.appRechargeItemMap['1']).toBeUndefined()
    // The bonus preview of a first deposit of 100.00: 20% first deposit + 5% every deposit.
    expect(d.appRechargeItemMap['5']).toEqual({ id: 5, price: 10_000, sort: 5, bonus: 2_500 })
    // The offers that pay a new player's first deposit: not the 2nd / 3rd deposit, VIP 1 or invited-player
    // rules (0031_recharge_kinds.sql switches those on), not the accumulated tiers.
    expect(d.appRechargeBonusList.map((b: { kind: number }) => b.kind)).toEqual([1, 2])
    expect(d).toMatchObject({ totalRecharge: 0, firstRecharge: 0, lastRechargeTypeId: 0, currency: 'BRL' })
    // Spec 4: no current, no last used -> the one flagged default.
    const types = Object.values(d.appRechargeTypeMap) as Parameters<typeof pickRechargeType>[0]
    expect(pickRechargeType(types, 0, d.lastRechargeTypeId)).toBe(2)
  })

  it('keeps the hash stable and leaves out unchanged maps', async () => {
    const { token } = await registerAccount(t)
    const a = await info(token)
    const b = await info(token)
    expect(b.hash).toBe(a.hash)
    expect(a.hash).toMatch(/^[\w-]{16,64}$/)
    const same = await info(token, a.hash)
    expect(same.appRechargeTypeMap).toBeUndefined()
    expect(same.appRechargeItemMap).toBeUndefined()
    expect(same).toMatchObject({ hash: a.hash, totalRecharge: 0 })
    const stale = await info(token, 'something-else')
    expect(stale.appRechargeTypeMap).toEqual(a.appRechargeTypeMap)
  })

  it('after a deposit: totals, last channel, no first-deposit bonus preview, same minimum', async () => {
    const { token } = await registerAccount(t)
    const before = await info(token)
    await deposit(token, 3, 5_000)
    await deposit(token, 1, 2_000)
    const d = await info(token)
    expect(d).toMatchObject({ totalRecharge: 7_000, firstRecharge: 5_000, lastRechargeTypeId: 1 })
    // The next would be the third deposit: 5% every deposit + 5% third deposit (kind 4) of 100.00.
    expect(d.appRechargeItemMap['5'].bonus).toBe(1_000)
    expect(d.appRechargeBonusList.map((b: { kind: number }) => b.kind)).toEqual([2, 4])
    expect(d.hash).not.toBe(before.hash)
    // minRechargeStatus is off: the first minimum still applies.
    expect(d.appRechargeTypeMap['1'].minPrice).toBe(100)
    expect(d.appRechargeTypeItemMap['1']).toEqual([2, 3, 4, 5, 6, 7, 8])
    const types = Object.values(d.appRechargeTypeMap) as Parameters<typeof pickRechargeType>[0]
    expect(pickRechargeType(types, 0, d.lastRechargeTypeId)).toBe(1)
    expect(pickRechargeType(types, 3, d.lastRechargeTypeId)).toBe(3)
    expect(pickRechargeType(types, 4, d.lastRechargeTypeId)).toBe(1)
  })

  it('user info and trade info show one total of deposits: the paid ones, bonuses and the rest left out', async () => {
    const { token } = await registerAccount(t)
    await deposit(token, 1, 3_000)
    await deposit(token, 3, 8_500)
    // Neither a declined order nor one still pending is a deposit.
    const declined = await placeOrder(t, token, { rechargeTypeId: 1, amount: 4_000 })
    await sendWebhook(t, { orderId: declined.orderId, outcome: 'declined', amount: 4_000 })
    await placeOrder(t, token, { rechargeTypeId: 1, amount: 6_000 })
    expect((await info(token)).totalRecharge).toBe(11_500)
    expect((await call(t, 'getUserInfo', {}, { token })).data.totalRecharge).toBe(11_500)
  })

  it('with minRechargeStatus, a player who has deposited sees and pays minAmount2 at least', async () => {
    const { token: fresh } = await registerAccount(t)
    const { token: repeat } = await registerAccount(t)
    await deposit(repeat, 1, 1_000)
    await setSettings(t, { minRechargeStatus: 1 })
    try {
      const first = await info(fresh)
      expect(first.appRechargeTypeMap['1'].minPrice).toBe(100)
      expect(first.appRechargeTypeItemMap['1']).toEqual([2, 3, 4, 5, 6, 7, 8])

      const later = await info(repeat)
      expect(later.appRechargeTypeMap['1'].minPrice).toBe(10_000)
      expect(later.appRechargeTypeItemMap['1']).toEqual([5, 6, 7, 8])
      expect(later.appRechargeTypeMap['2'].minPrice).toBe(20_000)
      expect(later.appRechargeTypeItemMap['2']).toEqual([6, 7, 8, 9])
      expect(later.appRechargeItemMap['2']).toBeUndefined()

      const low = await call(t, 'recharge', { rechargeTypeId: 1, amount: 9_999 }, { token: repeat })
      expect(low).toMatchObject({ status: 400, msg: 'depositAmountTooLow' })
      const hiddenItem = await call(t, 'recharge', { rechargeTypeId: 1, itemId: 4 }, { token: repeat })
      expect(hiddenItem).toMatchObject({ status: 400, msg: 'depositAmountTooLow' })
      expect((await call(t, 'recharge', { rechargeTypeId: 1, amount: 9_999 }, { token: fresh })).status).toBe(
        200,
      )
      expect(
        (await call(t, 'recharge', { rechargeTypeId: 1, amount: 10_000 }, { token: repeat })).status,
      ).toBe(200)
    } finally {
      await setSettings(t, { minRechargeStatus: 0 })
    }
  })

  it('asks for a phone or a bank card first when the operator requires them', async () => {
    const { token } = await registerAccount(t)
    await setSettings(t, { isDepositBindMobile: 1 })
    try {
      const res = await call(t, 'recharge', { rechargeTypeId: 1, amount: 5_000 }, { token })
      expect(res).toMatchObject({ status: 403, msg: 'depositBindPhoneFirst' })
    } finally {
      await setSettings(t, { isDepositBindMobile: 0 })
    }
    await setSettings(t, { isDepositBank: 1 })
    try {
      const res = await call(t, 'recharge', { rechargeTypeId: 1, amount: 5_000 }, { token })
      expect(res).toMatchObject({ status: 403, msg: 'depositBindCardFirst' })
    } finally {
      await setSettings(t, { isDepositBank: 0 })
    }
    expect((await call(t, 'recharge', { rechargeTypeId: 1, amount: 5_000 }, { token })).status).toBe(200)
  })
})

describe('recharge bonus rules', () => {
  const rule = (over: Partial<Parameters<typeof bonusesFor>[0][number]>) => ({
    id: 1,
    kind: 2,
    name: 'r',
    status: 1,
    percentBp: 500,
    fixedAmount: 0,
    maxBonus: 0,
    minDeposit: 0,
    rechargeTypeId: null,
    wagerMultiple: 5,
    ...over,
  })
  const on = (amount: number, isFirstDeposit = false, rechargeTypeId = 1) => ({
    amount,
    rechargeTypeId,
    itemId: null,
    depositNumber: isFirstDeposit ? 1 : 5,
    firstOfDay: false,
    firstOfWeek: false,
    vipLevel: 0,
    hourUtc: 12,
    invited: false,
  })

  it('floors the percentage, caps it, and respects minimum, channel and first-deposit rules', () => {
    expect(bonusesFor([rule({})], on(999))).toEqual([{ ruleId: 1, kind: 2, amount: 49, wagerMultiple: 5 }])
    expect(bonusesFor([rule({ maxBonus: 30 })], on(999))[0]?.amount).toBe(30)
    expect(bonusesFor([rule({ minDeposit: 1_000 })], on(999))).toEqual([])
    expect(bonusesFor([rule({ rechargeTypeId: 2 })], on(999))).toEqual([])
    expect(bonusesFor([rule({ kind: 1 })], on(1_000))).toEqual([])
    expect(bonusesFor([rule({ kind: 1, fixedAmount: 7 })], on(1_000, true))[0]?.amount).toBe(57)
    // Exact for amounts where amount * percent passes 2^53.
    expect(bonusesFor([rule({ percentBp: 100_000 })], on(900_000_000_000_000))[0]?.amount).toBe(
      9_000_000_000_000_000,
    )
  })

  it('ignores switched-off rules, and kinds 3-13 whose condition does not hold (deposit.kinds.test)', () => {
    expect(bonusesFor([rule({ status: 0 })], on(10_000))).toEqual([])
    for (let kind = 3; kind <= 13; kind++) expect(bonusesFor([rule({ kind })], on(10_000, true))).toEqual([])
  })
})
