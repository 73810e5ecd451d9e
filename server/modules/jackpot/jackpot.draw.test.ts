import { describe, expect, it } from 'vitest'
import { chiSquare, seededRandomInt, tallyIds } from '../../test/chi-square.ts'
import { type Cell, drawCell } from './jackpot.draw.ts'

/** The shipped grid's weights (0032_jackpot.sql), cell 1 to 10, written out by hand. */
const WEIGHTS = [3000, 2500, 1500, 1000, 1000, 500, 300, 150, 40, 10]
const cells: Cell[] = WEIGHTS.map((weight, i) => ({
  id: i + 1,
  propId: 2001,
  type: 1,
  count: 1,
  showNum: 1,
  weight,
}))

/** The chi-square critical value for 9 degrees of freedom at significance 0.001. */
const CRITICAL_9DF_0_001 = 27.877
const N = 100_000

describe('drawCell', () => {
  it('draws 100,000 times in the published proportions (chi-square, 9 df, p = 0.001)', () => {
    const random = seededRandomInt(20261125)
    const counts = tallyIds(WEIGHTS.length, N, () => drawCell(cells, random))
    expect(chiSquare(counts, WEIGHTS, N)).toBeLessThan(CRITICAL_9DF_0_001)
    // The rarest cell (0.1%) is drawn about 100 times, never 0.
    expect(counts[9]).toBeGreaterThan(50)
  })

  it('the same test catches a drawer that leans one cell off (cell 1 weighted as cell 2 and back)', () => {
    const random = seededRandomInt(7)
    const swapped = cells.map((c, i) => ({ ...c, weight: WEIGHTS[i === 0 ? 1 : i === 1 ? 0 : i] ?? 0 }))
    const counts = tallyIds(WEIGHTS.length, N, () => drawCell(swapped, random))
    expect(chiSquare(counts, WEIGHTS, N)).toBeGreaterThan(CRITICAL_9DF_0_001)
  })

  it('maps each ticket to its cell at the range edges and never picks a weight-0 cell', () => {
    const grid: Cell[] = [
      { id: 1, propId: 2001, type: 1, count: 1, showNum: 1, weight: 2 },
      { id: 2, propId: 2001, type: 1, count: 1, showNum: 1, weight: 0 },
      { id: 3, propId: 2001, type: 1, count: 1, showNum: 1, weight: 3 },
    ]
    const ids = [0, 1, 2, 3, 4].map((ticket) => drawCell(grid, () => ticket).id)
    expect(ids).toEqual([1, 1, 3, 3, 3])
    const asked: number[] = []
    drawCell(grid, (max) => {
      asked.push(max)
      return 0
    })
    expect(asked).toEqual([5])
    expect(() => drawCell(grid, () => 5)).toThrow('ticket out of range')
    expect(() => drawCell([{ ...grid[1] } as Cell], () => 0)).toThrow('no cell has a weight')
  })
})
