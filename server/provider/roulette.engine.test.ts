import { describe, expect, it } from 'vitest'
import { diceRollFor, nodeHmac } from './fair.ts'
import { fairFloats, fairOutcome } from './public/fair.js'
import {
  allInsideBets,
  betReturn,
  insideKind,
  OUTSIDE,
  type OutsideBet,
  POCKETS,
  type RouletteBet,
} from './roulette.engine.ts'

/** Total returned over the 37 pockets, times 37, against 36 x the stake: exact RTP 36/37. */
const exactRtp = (bet: RouletteBet) => {
  let returned = 0
  for (let pocket = 0; pocket < POCKETS; pocket++) returned += betReturn(bet, pocket)
  return returned === 36 * bet.amount
}

describe('European roulette engine', () => {
  it('allows exactly the standard inside bets of the layout', () => {
    const all = allInsideBets()
    // Counted by hand on the layout: 37 straights; splits 24 across + 33 down + 0-1, 0-2, 0-3;
    // streets 12 + trios 0-1-2, 0-2-3; corners 22 + first four; six lines 11.
    expect(all.straight).toHaveLength(37)
    expect(all.split).toHaveLength(60)
    expect(all.street).toHaveLength(14)
    expect(all.corner).toHaveLength(23)
    expect(all.sixLine).toHaveLength(11)
    for (const bad of [
      [1, 5],
      [3, 4],
      [0, 4],
      [2, 3, 4],
      [1, 2, 4, 5, 6],
      [3, 4, 6, 7],
      [34, 35, 36, 37],
      [1, 1],
      [-1],
      [37],
      [1.5],
    ])
      expect(insideKind(bad), String(bad)).toBeNull()
    expect(insideKind([35, 36, 32, 33])).toBe('corner')
    expect(insideKind([31, 32, 33, 34, 35, 36])).toBe('sixLine')
  })

  it('pays the standard odds', () => {
    expect(betReturn({ on: [17], amount: 100 }, 17)).toBe(3_600) // 35:1
    expect(betReturn({ on: [17], amount: 100 }, 18)).toBe(0)
    expect(betReturn({ on: [0, 2], amount: 100 }, 0)).toBe(1_800) // 17:1
    expect(betReturn({ on: [7, 8, 9], amount: 100 }, 9)).toBe(1_200) // 11:1
    expect(betReturn({ on: [0, 1, 2, 3], amount: 100 }, 3)).toBe(900) // 8:1
    expect(betReturn({ on: [1, 2, 3, 4, 5, 6], amount: 100 }, 4)).toBe(600) // 5:1
    expect(betReturn({ on: 'dozen2', amount: 100 }, 13)).toBe(300) // 2:1
    expect(betReturn({ on: 'column3', amount: 100 }, 36)).toBe(300)
    expect(betReturn({ on: 'red', amount: 100 }, 32)).toBe(200) // 1:1
    expect(betReturn({ on: 'black', amount: 100 }, 32)).toBe(0)
    // Zero loses every outside bet.
    for (const name of Object.keys(OUTSIDE))
      expect(betReturn({ on: name as OutsideBet, amount: 100 }, 0)).toBe(0)
    expect(OUTSIDE.red).toHaveLength(18)
    expect(OUTSIDE.black).toEqual([2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35])
    expect(() => betReturn({ on: [1, 5], amount: 100 }, 1)).toThrow()
  })

  it('returns exactly 36/37 of the stake for every standard bet', () => {
    let checked = 0
    for (const sets of Object.values(allInsideBets())) {
      for (const on of sets) {
        expect(exactRtp({ on, amount: 100 }), String(on)).toBe(true)
        checked++
      }
    }
    for (const on of Object.keys(OUTSIDE) as OutsideBet[]) {
      expect(exactRtp({ on, amount: 100 }), on).toBe(true)
      checked++
    }
    expect(checked).toBe(145 + 12)
  })

  it('draws the published pockets from the fair test vector (docs/FAIRNESS.md)', async () => {
    const serverSeed = '4f2a8c1e9b7d3f6a0c5e8b2d7f1a4c9e3b6d0f8a2c5e7b1d4f9a3c6e0b8d2f5a'
    const pockets = []
    for (let nonce = 1; nonce <= 5; nonce++) {
      pockets.push(
        fairOutcome('roulette', await fairFloats(nodeHmac, serverSeed, 'lucky-client-seed', nonce, 1)),
      )
    }
    expect(pockets).toEqual([31, 7, 9, 22, 17])
    // The same first float as the dice roll of nonce 1 (8417): floor(0.84176... x 37) = 31.
    expect(await diceRollFor({ serverSeed, clientSeed: 'lucky-client-seed', nonce: 1 })).toBe(8417)
  })
})
