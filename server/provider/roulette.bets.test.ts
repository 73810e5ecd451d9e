import { describe, expect, it } from 'vitest'
import { checkBets, settleSpin } from './roulette.bets.ts'

/** The table's limits and one spin's settlement, with the payouts written out (35:1, 8:1, 1:1). */
describe('roulette table bets', () => {
  const table = [
    { on: 'red' as const, amount: 100 },
    { on: [17], amount: 20 },
    { on: [3, 0, 2, 1], amount: 40 },
  ]

  it('records inside bets with their numbers sorted, and totals the stake', () => {
    expect(checkBets(table)).toEqual({
      ok: true,
      total: 160,
      bets: [
        { on: 'red', amount: 100 },
        { on: [17], amount: 20 },
        { on: [0, 1, 2, 3], amount: 40 },
      ],
    })
  })

  it('pays every bet that covers the pocket, stake included', () => {
    // 17 black: the straight pays 20 x 36.
    expect(settleSpin(table, 17)).toEqual({
      pocket: 17,
      win: 720,
      bets: [
        { on: 'red', amount: 100, win: 0 },
        { on: [17], amount: 20, win: 720 },
        { on: [3, 0, 2, 1], amount: 40, win: 0 },
      ],
    })
    // 3 red, in the first four: 200 + 360.
    expect(settleSpin(table, 3).win).toBe(560)
    // Zero: only the first four, 40 x 9.
    expect(settleSpin(table, 0).win).toBe(360)
    expect(settleSpin(table, 20).win).toBe(0)
  })

  it('refuses what the table does not take', () => {
    const error = (bets: Parameters<typeof checkBets>[0]) => {
      const r = checkBets(bets)
      return r.ok ? 'ok' : r.error
    }
    expect(error([])).toBe('roulette_badBet')
    expect(error([{ on: [1, 5], amount: 20 }])).toBe('roulette_badBet')
    expect(error([{ on: 'constructor' as 'red', amount: 20 }])).toBe('roulette_badBet')
    expect(
      error([
        { on: [5, 4], amount: 20 },
        { on: [4, 5], amount: 40 },
      ]),
    ).toBe('roulette_duplicateBet')
    expect(error(Array.from({ length: 41 }, (_, n) => ({ on: [n % 37], amount: 20 })))).toBe(
      'roulette_tooManyBets',
    )
    expect(error([{ on: [7], amount: 10 }])).toBe('roulette_badChip')
    expect(error([{ on: [7], amount: 2.5 }])).toBe('roulette_badChip')
    expect(error([{ on: 'odd', amount: 20_020 }])).toBe('roulette_overMax')
    expect(error([{ on: 'odd', amount: 20_000 }])).toBe('ok')
  })
})
