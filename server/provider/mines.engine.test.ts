import { describe, expect, it } from 'vitest'
import {
  CELLS,
  isMinesCount,
  MAX_MINES,
  MIN_MINES,
  MINES_STAKES,
  multiplier,
  payout,
  paytable,
  pick,
  shownMultiplier,
} from './mines.engine.ts'

/** P(k safe picks in a row) worked out as a product, apart from the engine's binomials. */
function survival(mines: number, picks: number): { num: bigint; den: bigint } {
  let num = 1n
  let den = 1n
  for (let i = 0; i < picks; i++) {
    num *= BigInt(CELLS - mines - i)
    den *= BigInt(CELLS - i)
  }
  return { num, den }
}

describe('mines engine', () => {
  it('returns exactly 97% for every mines count and every cash-out point', () => {
    let checked = 0
    for (let m = MIN_MINES; m <= MAX_MINES; m++) {
      for (let k = 1; k <= CELLS - m; k++) {
        const s = survival(m, k)
        const x = multiplier(m, k)
        // survival x multiplier === 97 / 100, compared as whole numbers
        expect(s.num * x.num * 100n).toBe(97n * s.den * x.den)
        checked++
      }
    }
    expect(checked).toBe(300)
  })

  it('pays the stake times the multiplier rounded down: below one minor unit of the exact RTP', () => {
    for (const stake of MINES_STAKES) {
      for (let m = MIN_MINES; m <= MAX_MINES; m++) {
        for (let k = 1; k <= CELLS - m; k++) {
          const s = survival(m, k)
          const paid = BigInt(payout(stake, m, k))
          // Expected return of the paid amount: within (97% of the stake - 1 minor unit, 97% of the stake].
          const ret = paid * s.num * 100n
          const target = 97n * BigInt(stake) * s.den
          expect(ret <= target).toBe(true)
          expect(ret > target - 100n * s.num).toBe(true)
        }
      }
    }
  })

  it('matches hand-worked multipliers', () => {
    // 1 mine, 1 pick: 0.97 x 25/24 = 1.0104...
    expect(shownMultiplier(1, 1)).toBe(101)
    // 3 mines, 1 pick: 0.97 x 25/22 = 1.1022...
    expect(shownMultiplier(3, 1)).toBe(110)
    // 3 mines, 2 picks: 0.97 x (25x24)/(22x21) = 1.2597...
    expect(shownMultiplier(3, 2)).toBe(125)
    // 24 mines, 1 pick: 0.97 x 25 = 24.25
    expect(shownMultiplier(24, 1)).toBe(2425)
    // 1 mine, all 24 safe cells: 0.97 x 25 = 24.25
    expect(shownMultiplier(1, 24)).toBe(2425)
    expect(payout(100, 3, 2)).toBe(125)
    expect(payout(20, 24, 1)).toBe(485)
    expect(payout(100, 5, 0)).toBe(0)
    expect(paytable()).toHaveLength(24)
    expect(paytable()[0]).toHaveLength(24)
    expect(paytable()[23]).toEqual([2425])
  })

  it('reveals, explodes, clears, and refuses repeated or off-field cells', () => {
    const state = {
      mines: 23,
      layout: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22],
      picks: [],
    }
    expect(pick(state, 0)).toEqual({ kind: 'mine', picks: [0] })
    expect(pick(state, 23)).toEqual({ kind: 'safe', picks: [23], cleared: false })
    expect(pick({ ...state, picks: [23] }, 24)).toEqual({ kind: 'safe', picks: [23, 24], cleared: true })
    expect(pick({ ...state, picks: [23] }, 23)).toEqual({ kind: 'invalid' })
    expect(pick(state, 25)).toEqual({ kind: 'invalid' })
    expect(pick(state, -1)).toEqual({ kind: 'invalid' })
    expect(pick(state, 1.5)).toEqual({ kind: 'invalid' })
    expect(isMinesCount(0)).toBe(false)
    expect(isMinesCount(25)).toBe(false)
    expect(isMinesCount(24)).toBe(true)
  })
})
