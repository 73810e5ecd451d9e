import { describe, expect, it } from 'vitest'
import {
  DICE_RTP_PERCENT,
  DICE_STAKES,
  MULTIPLIERS,
  ROLL_OUTCOMES,
  roll,
  settle,
  targetFor,
} from './dice.engine.ts'

describe('dice engine', () => {
  it('returns exactly the published RTP for every stake and multiplier (all 10000 rolls)', () => {
    for (const stake of DICE_STAKES) {
      for (const m of MULTIPLIERS) {
        let returned = 0
        let fractional = 0
        for (let r = 0; r < ROLL_OUTCOMES; r++) {
          const { win } = settle(stake, m, r)
          if (!Number.isInteger(win)) fractional++
          returned += win
        }
        expect(fractional).toBe(0)
        // returned / (stake x outcomes) === RTP / 100, in whole numbers
        expect(returned * 100).toBe(DICE_RTP_PERCENT * stake * ROLL_OUTCOMES)
      }
    }
  })

  it('wins strictly under the target and pays stake x multiplier', () => {
    expect(targetFor(200)).toBe(4850)
    expect(settle(100, 200, 4849)).toMatchObject({ won: true, win: 200 })
    expect(settle(100, 200, 4850)).toMatchObject({ won: false, win: 0 })
    expect(settle(40, 125, 0)).toMatchObject({ won: true, win: 50 })
    expect(settle(20, 10000, 96)).toMatchObject({ won: true, win: 2000 })
    expect(settle(20, 10000, 97)).toMatchObject({ won: false, win: 0 })
  })

  it('refuses stakes and multipliers it does not offer', () => {
    expect(() => roll(30, 200)).toThrow()
    expect(() => roll(100, 300)).toThrow()
    const r = roll(100, 500)
    expect(r.roll).toBeGreaterThanOrEqual(0)
    expect(r.roll).toBeLessThan(ROLL_OUTCOMES)
    expect(roll(100, 500, () => 1939).won).toBe(true)
  })
})
