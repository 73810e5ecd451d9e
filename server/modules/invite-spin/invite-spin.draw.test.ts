import { describe, expect, it } from 'vitest'
import { chiSquare, seededRandomInt, tallyIds } from '../../test/chi-square.ts'
import { drawSector, type Sector } from './invite-spin.draw.ts'

/** The shipped wheel's weights (0044_invite_spin.sql), sector 1 to 8, written out by hand. */
const WEIGHTS = [3500, 2500, 1500, 1000, 700, 500, 250, 50]
const sectors: Sector[] = WEIGHTS.map((weight, i) => ({ id: i + 1, amount: 1, weight }))

/** The chi-square critical value for 7 degrees of freedom at significance 0.001. */
const CRITICAL_7DF_0_001 = 24.322
const N = 100_000

describe('drawSector', () => {
  it('draws 100,000 times in the published proportions (chi-square, 7 df, p = 0.001)', () => {
    const random = seededRandomInt(20261125)
    const counts = tallyIds(WEIGHTS.length, N, () => drawSector(sectors, random))
    expect(chiSquare(counts, WEIGHTS, N)).toBeLessThan(CRITICAL_7DF_0_001)
    // The rarest sector (0.5%) comes up about 500 times.
    expect(counts[7]).toBeGreaterThan(350)
  })

  it('the same test catches a drawer that leans (sectors 7 and 8 swapped)', () => {
    const random = seededRandomInt(7)
    const swapped = sectors.map((c, i) => ({ ...c, weight: WEIGHTS[i === 6 ? 7 : i === 7 ? 6 : i] ?? 0 }))
    const counts = tallyIds(WEIGHTS.length, N, () => drawSector(swapped, random))
    expect(chiSquare(counts, WEIGHTS, N)).toBeGreaterThan(CRITICAL_7DF_0_001)
  })

  it('maps each ticket to its sector at the range edges and never picks a weight-0 sector', () => {
    const wheel: Sector[] = [
      { id: 1, amount: 1, weight: 2 },
      { id: 2, amount: 1, weight: 0 },
      { id: 3, amount: 1, weight: 3 },
    ]
    expect([0, 1, 2, 3, 4].map((ticket) => drawSector(wheel, () => ticket).id)).toEqual([1, 1, 3, 3, 3])
    const asked: number[] = []
    drawSector(wheel, (max) => {
      asked.push(max)
      return 0
    })
    expect(asked).toEqual([5])
    expect(() => drawSector([{ id: 1, amount: 1, weight: 0 }], () => 0)).toThrow()
  })
})
