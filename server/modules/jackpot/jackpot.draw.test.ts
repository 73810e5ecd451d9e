import { describe, expect, it } from 'vitest'
import { type Cell, drawCell, type RandomInt } from './jackpot.draw.ts'

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

/** mulberry32: a small seeded generator, so the test draws the same 100,000 tickets every run. */
function seeded(seed: number): RandomInt {
  let a = seed >>> 0
  return (max) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296
    return Math.floor(u * max)
  }
}

/** Chi-square of observed counts against the weights' expected counts. */
function chiSquare(observed: number[], weights: number[], n: number): number {
  const total = weights.reduce((s, w) => s + w, 0)
  return observed.reduce((s, o, i) => {
    const e = (n * (weights[i] ?? 0)) / total
    return s + (o - e) ** 2 / e
  }, 0)
}

/** The chi-square critical value for 9 degrees of freedom at significance 0.001. */
const CRITICAL_9DF_0_001 = 27.877
const N = 100_000

function tally(draw: () => Cell): number[] {
  const counts = new Array<number>(10).fill(0)
  for (let i = 0; i < N; i++) {
    const c = draw()
    counts[c.id - 1] = (counts[c.id - 1] ?? 0) + 1
  }
  return counts
}

describe('drawCell', () => {
  it('draws 100,000 times in the published proportions (chi-square, 9 df, p = 0.001)', () => {
    const random = seeded(20261125)
    const counts = tally(() => drawCell(cells, random))
    expect(chiSquare(counts, WEIGHTS, N)).toBeLessThan(CRITICAL_9DF_0_001)
    // The rarest cell (0.1%) is drawn about 100 times, never 0.
    expect(counts[9]).toBeGreaterThan(50)
  })

  it('the same test catches a drawer that leans one cell off (cell 1 weighted as cell 2 and back)', () => {
    const random = seeded(7)
    const swapped = cells.map((c, i) => ({ ...c, weight: WEIGHTS[i === 0 ? 1 : i === 1 ? 0 : i] ?? 0 }))
    const counts = tally(() => drawCell(swapped, random))
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
