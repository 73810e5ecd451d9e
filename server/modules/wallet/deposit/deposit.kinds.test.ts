import { describe, expect, it } from 'vitest'
import { type BonusRule, bonusesFor, type DepositContext } from './deposit.bonus.ts'

// One rule per kind, as seeded or as an operator would set it; amounts hand-computed below.
const rule = (id: number, kind: number, over: Partial<BonusRule> = {}): BonusRule => ({
  id,
  kind,
  name: `k${kind}`,
  status: 1,
  percentBp: 1_000,
  fixedAmount: 0,
  maxBonus: 5_000,
  minDeposit: 1_000,
  rechargeTypeId: null,
  params: {},
  wagerMultiple: 5,
  ...over,
})
const rules: BonusRule[] = [
  rule(1, 1, { percentBp: 2_000, maxBonus: 10_000 }),
  rule(2, 2, { percentBp: 500, maxBonus: 2_000, minDeposit: 0 }),
  rule(3, 3),
  rule(4, 4, { percentBp: 500 }),
  rule(5, 5, { percentBp: 300, maxBonus: 1_000 }),
  rule(6, 6, { percentBp: 500, maxBonus: 3_000 }),
  rule(7, 7, { params: { tiers: [{ threshold: 1, bonus: 999 }] } }),
  rule(8, 8, { percentBp: 200, params: { minVip: 2 } }),
  rule(9, 9, { percentBp: 200, maxBonus: 2_000, rechargeTypeId: 3 }),
  rule(10, 10, { percentBp: 0, fixedAmount: 500, maxBonus: 500, params: { itemIds: [7, 8] } }),
  rule(11, 11, { maxBonus: 2_000, params: { fromHour: 22, toHour: 2 } }),
  rule(12, 12, { maxBonus: 3_000 }),
  rule(13, 13, { percentBp: 100 }),
]
// A plain later deposit: the 4th, not the first of its day or week, VIP 0, channel 1, custom amount, noon.
const base: DepositContext = {
  amount: 10_000,
  rechargeTypeId: 1,
  itemId: null,
  depositNumber: 4,
  firstOfDay: false,
  firstOfWeek: false,
  vipLevel: 0,
  hourUtc: 12,
  invited: false,
}
const grants = (ctx: Partial<DepositContext>) =>
  Object.fromEntries(bonusesFor(rules, { ...base, ...ctx }).map((g) => [g.kind, g.amount]))

describe('recharge bonus kinds x deposit contexts', () => {
  const table: [string, Partial<DepositContext>, Record<number, number>][] = [
    ['a plain later deposit: only every deposit', {}, { 2: 500 }],
    [
      'the first deposit (also first of day and week)',
      { depositNumber: 1, firstOfDay: true, firstOfWeek: true },
      { 1: 2_000, 2: 500, 5: 300, 6: 500 },
    ],
    [
      'the first deposit of an invited player',
      { depositNumber: 1, invited: true },
      { 1: 2_000, 2: 500, 12: 1_000 },
    ],
    ['an invited player on a later deposit', { invited: true }, { 2: 500 }],
    ['the 2nd deposit', { depositNumber: 2 }, { 2: 500, 3: 1_000 }],
    ['the 3rd deposit', { depositNumber: 3 }, { 2: 500, 4: 500 }],
    ['first of the week, not of the day', { firstOfWeek: true }, { 2: 500, 6: 500 }],
    ['VIP 1 is below minVip 2', { vipLevel: 1 }, { 2: 500 }],
    ['VIP 2', { vipLevel: 2 }, { 2: 500, 8: 200 }],
    ['the promoted channel 3', { rechargeTypeId: 3 }, { 2: 500, 9: 200 }],
    ['a promoted item (8)', { itemId: 8 }, { 2: 500, 10: 500 }],
    ['another item (5)', { itemId: 5 }, { 2: 500 }],
    ['23:00 UTC, inside 22-02', { hourUtc: 23 }, { 2: 500, 11: 1_000 }],
    ['01:00 UTC, inside 22-02 after midnight', { hourUtc: 1 }, { 2: 500, 11: 1_000 }],
    ['02:00 UTC, the window has closed', { hourUtc: 2 }, { 2: 500 }],
    ['a big 2nd deposit hits the caps', { depositNumber: 2, amount: 1_000_000 }, { 2: 2_000, 3: 5_000 }],
    [
      'below the minimum deposit only every deposit',
      { depositNumber: 1, amount: 999, invited: true },
      { 2: 49 },
    ],
  ]
  it.each(table)('%s', (_name, ctx, expected) => {
    expect(grants(ctx)).toEqual(expected)
  })

  it('never pays accumulated tiers (kind 7) or cashback (kind 13) per deposit', () => {
    const every = grants({
      depositNumber: 1,
      firstOfDay: true,
      firstOfWeek: true,
      invited: true,
      vipLevel: 9,
    })
    expect(every[7]).toBeUndefined()
    expect(every[13]).toBeUndefined()
  })

  it('a rule with missing or malformed params grants nothing', () => {
    const broken = [
      rule(8, 8, { params: {} }),
      rule(10, 10, { params: { itemIds: 'x' } }),
      rule(11, 11, { params: { fromHour: 5, toHour: 5 } }),
      rule(9, 9, { rechargeTypeId: null }),
    ]
    expect(bonusesFor(broken, { ...base, vipLevel: 9, itemId: 7, hourUtc: 5 })).toEqual([])
  })
})
