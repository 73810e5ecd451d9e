import { describe, expect, it } from 'vitest'
import { type BonusRule, canEarnFirstDeposit, depositOffers, everyDepositCeiling } from './offers.ts'

const rule = (id: number, kind: number, over: Partial<BonusRule> = {}): BonusRule => ({
  id,
  kind,
  name: `Rule ${id}`,
  percentBp: 500,
  fixedAmount: 0,
  maxBonus: 2_000,
  minDeposit: 0,
  rechargeTypeId: 0,
  wagerMultiple: 5,
  ...over,
})

describe('deposit offers', () => {
  it('lists the first-deposit rules only before the first deposit', () => {
    const rules = [rule(1, 1), rule(2, 2)]
    expect(depositOffers(rules, 0).map((r) => r.id)).toEqual([1, 2])
    expect(depositOffers(rules, 5_000).map((r) => r.id)).toEqual([2])
  })

  it('lists the other kinds the server serves (they pay the next deposit), in its order', () => {
    expect(depositOffers([rule(3, 3), rule(9, 9), rule(1, 1)], 5_000).map((r) => r.id)).toEqual([3, 9])
  })

  it('a visitor or a player with no deposit can earn the first-deposit bonus, a depositor cannot', () => {
    expect(canEarnFirstDeposit(null)).toBe(true)
    expect(canEarnFirstDeposit({ totalRecharge: 0 })).toBe(true)
    expect(canEarnFirstDeposit({ totalRecharge: 1 })).toBe(false)
  })
})

describe('every-deposit ceiling', () => {
  it("is the every-deposit rules' cap, ignoring first-deposit rules", () => {
    expect(everyDepositCeiling([rule(1, 1, { maxBonus: 10_000 }), rule(2, 2)])).toBe(2_000)
  })

  it('stacks a channel rule with the all-channel ones and takes the best channel', () => {
    const rules = [
      rule(2, 2),
      rule(4, 2, { rechargeTypeId: 3, maxBonus: 500 }),
      rule(5, 2, { rechargeTypeId: 4, maxBonus: 700 }),
    ]
    expect(everyDepositCeiling(rules)).toBe(2_700)
  })

  it('counts a fixed amount, and is 0 with no rule or an uncapped percentage', () => {
    expect(everyDepositCeiling([rule(2, 2, { percentBp: 0, fixedAmount: 300, maxBonus: 0 })])).toBe(300)
    expect(everyDepositCeiling([])).toBe(0)
    expect(everyDepositCeiling([rule(2, 2, { maxBonus: 0 })])).toBe(0)
  })
})
