import { describe, expect, it } from 'vitest'
import type { BonusRule } from '../deposit/deposit.bonus.ts'
import { tierStates, tiersDue, tiersOf } from './tiers.ts'

const rule = (params: unknown): BonusRule => ({
  id: 7,
  kind: 7,
  name: 't',
  status: 1,
  percentBp: 0,
  fixedAmount: 0,
  maxBonus: 0,
  minDeposit: 0,
  rechargeTypeId: null,
  params,
  wagerMultiple: 5,
})
const tiers = tiersOf(
  rule({
    tiers: [
      { threshold: 200_000, bonus: 5_000 },
      { threshold: 50_000, bonus: 1_000 },
      { threshold: -1, bonus: 10 },
      { threshold: 500_000, bonus: 15_000 },
    ],
  }),
)

describe('accumulated recharge tiers', () => {
  it('reads tiers by threshold, numbered by their place in the rule, malformed ones left out', () => {
    expect(tiers).toEqual([
      { tier: 2, threshold: 50_000, bonus: 1_000 },
      { tier: 1, threshold: 200_000, bonus: 5_000 },
      { tier: 4, threshold: 500_000, bonus: 15_000 },
    ])
    expect(tiersOf(rule(null))).toEqual([])
    expect(tiersOf(rule({ tiers: 'x' }))).toEqual([])
  })

  it('is due for every reached tier not paid yet', () => {
    expect(tiersDue(tiers, 49_999, new Set()).map((t) => t.tier)).toEqual([])
    expect(tiersDue(tiers, 200_000, new Set()).map((t) => t.tier)).toEqual([2, 1])
    expect(tiersDue(tiers, 600_000, new Set([2])).map((t) => t.tier)).toEqual([1, 4])
  })

  it('states: paid, reached, next, locked', () => {
    expect(tierStates(tiers, 0, new Set())).toEqual(['next', 'locked', 'locked'])
    expect(tierStates(tiers, 250_000, new Set([2]))).toEqual(['paid', 'reached', 'next'])
  })
})
