import { describe, expect, it } from 'vitest'
import { type BonusRule, RechargeBonusKind } from '../wallet/deposit/deposit.bonus.ts'
import { firstDepositBonusCeiling } from './lobby-bonus.ts'

const rule = (over: Partial<BonusRule>): BonusRule => ({
  id: 1,
  kind: RechargeBonusKind.firstDeposit,
  name: 'r',
  status: 1,
  percentBp: 2000,
  fixedAmount: 0,
  maxBonus: 10_000,
  minDeposit: 0,
  rechargeTypeId: null,
  wagerMultiple: 5,
  ...over,
})

describe('firstDepositBonusCeiling', () => {
  it('adds the caps of the rules that stack on a first deposit (the seeded rules: 100.00 + 20.00)', () => {
    const rules = [
      rule({ id: 1 }),
      rule({ id: 2, kind: RechargeBonusKind.everyDeposit, percentBp: 500, maxBonus: 2_000 }),
    ]
    expect(firstDepositBonusCeiling(rules)).toBe(12_000)
  })

  it('leaves out switched-off rules and kinds that pay nothing yet', () => {
    const rules = [
      rule({ id: 1 }),
      rule({ id: 2, kind: RechargeBonusKind.everyDeposit, maxBonus: 2_000, status: 0 }),
      rule({ id: 3, kind: RechargeBonusKind.happyHour, maxBonus: 900_000 }),
    ]
    expect(firstDepositBonusCeiling(rules)).toBe(10_000)
  })

  it('takes the best channel when a rule is tied to one', () => {
    const rules = [rule({ id: 1 }), rule({ id: 2, maxBonus: 5_000, rechargeTypeId: 7 })]
    expect(firstDepositBonusCeiling(rules)).toBe(15_000)
  })

  it('counts a fixed-amount rule at its amount, within its cap', () => {
    expect(firstDepositBonusCeiling([rule({ percentBp: 0, fixedAmount: 3_000, maxBonus: 0 })])).toBe(3_000)
    expect(firstDepositBonusCeiling([rule({ percentBp: 0, fixedAmount: 3_000, maxBonus: 1_000 })])).toBe(
      1_000,
    )
  })

  it('names no amount when nothing is offered or nothing caps it', () => {
    expect(firstDepositBonusCeiling([])).toBe(0)
    expect(firstDepositBonusCeiling([rule({ status: 0 })])).toBe(0)
    expect(firstDepositBonusCeiling([rule({ maxBonus: 0 })])).toBe(0)
  })
})
