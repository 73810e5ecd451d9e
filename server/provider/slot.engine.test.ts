import { describe, expect, it } from 'vitest'
import {
  evaluate,
  evaluateLine,
  type Grid,
  gridAt,
  PAYLINES,
  PAYTABLE,
  SLOT_RTP_PERCENT,
  SLOT_STAKES,
  type SlotSymbol,
  STRIPS,
  SYMBOLS,
  spin,
  stripCounts,
  WILD,
} from './slot.engine.ts'

/**
 * The exact RTP from the reel strips' symbol counts alone, without the engine's line evaluation: on any
 * payline each reel shows a symbol drawn with probability count/length, independently per reel. For a
 * paying symbol s with a run of exactly n (w leading wilds, then s, then s or wild up to n, then anything
 * else) the line pays the better of s's n-pay and the wild w-pay; five wilds pay the wild's 5-pay.
 */
function exactRtp(): { num: bigint; den: bigint } {
  const counts = stripCounts()
  const len = STRIPS.map((r) => BigInt(r.length))
  const den = len.reduce((a, b) => a * b, 1n)
  const c = (reel: number, s: SlotSymbol) => BigInt(counts[reel]?.[s] ?? 0)
  const pay = (s: SlotSymbol, n: number) => (n >= 3 ? (PAYTABLE[s][n - 3] ?? 0) : 0)
  let num = 0n
  for (const s of SYMBOLS) {
    if (s === WILD) continue
    for (let n = 1; n <= 5; n++) {
      for (let w = 0; w < n; w++) {
        // ways, as a numerator over the product of all five strip lengths
        let ways = 1n
        for (let r = 0; r < w; r++) ways *= c(r, WILD)
        ways *= c(w, s)
        for (let r = w + 1; r < n; r++) ways *= c(r, s) + c(r, WILD)
        if (n < 5) ways *= (len[n] ?? 0n) - c(n, s) - c(n, WILD)
        for (let r = n + 1; r < 5; r++) ways *= len[r] ?? 1n
        num += ways * BigInt(Math.max(pay(s, n), pay(WILD, w)))
      }
    }
  }
  num += [0, 1, 2, 3, 4].reduce((a, r) => a * c(r, WILD), 1n) * BigInt(pay(WILD, 5))
  return { num, den }
}

const g = (rows: string[]): Grid => {
  // rows top to bottom, five symbols each -> [reel][row]
  const cells = rows.map((r) => r.split(' ') as SlotSymbol[])
  return [0, 1, 2, 3, 4].map((reel) => cells.map((row) => row[reel] as SlotSymbol))
}

describe('slot engine', () => {
  it('returns exactly the published RTP, counted from the strips alone', () => {
    const { num, den } = exactRtp()
    const percent = Number((num * 10_000_000n) / den) / 100_000
    expect(Math.abs(percent - SLOT_RTP_PERCENT)).toBeLessThan(0.005)
    expect(percent).toBeGreaterThan(95)
    expect(percent).toBeLessThan(97)
  })

  it("agrees with the engine's line evaluation over every symbol combination", () => {
    const counts = stripCounts()
    let num = 0n
    const walk = (reel: number, line: SlotSymbol[], ways: bigint) => {
      if (reel === 5) {
        num += ways * BigInt(evaluateLine(line).pays)
        return
      }
      for (const s of SYMBOLS) {
        const n = counts[reel]?.[s] ?? 0
        if (n > 0) walk(reel + 1, [...line, s], ways * BigInt(n))
      }
    }
    walk(0, [], 1n)
    expect(num).toBe(exactRtp().num)
  })

  it('pays wins left to right with the wild substituting and paying on its own', () => {
    expect(evaluateLine(['H1', 'H1', 'H1', 'L1', 'H1'])).toEqual({ symbol: 'H1', count: 3, pays: 25 })
    expect(evaluateLine(['W', 'W', 'H1', 'H1', 'L1'])).toEqual({ symbol: 'H1', count: 4, pays: 100 })
    expect(evaluateLine(['H2', 'W', 'H2', 'W', 'H2'])).toEqual({ symbol: 'H2', count: 5, pays: 250 })
    // Three wilds (50) beat five L4 through the wilds (40).
    expect(evaluateLine(['W', 'W', 'W', 'L4', 'L4'])).toEqual({ symbol: 'W', count: 3, pays: 50 })
    // Five H1 through four wilds (500) beat four wilds (200).
    expect(evaluateLine(['W', 'W', 'W', 'W', 'H1'])).toEqual({ symbol: 'H1', count: 5, pays: 500 })
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'])).toEqual({ symbol: 'W', count: 5, pays: 1000 })
    // Runs must start on the first reel.
    expect(evaluateLine(['L1', 'H1', 'H1', 'H1', 'H1']).pays).toBe(0)
    expect(evaluateLine(['H1', 'W', 'H2', 'H2', 'H2']).pays).toBe(0)
  })

  it('sums every paying line of a grid at the line bet (stake / 10)', () => {
    const grid = g(['H1 H1 H1 L2 L3', 'L4 L4 L4 L4 L4', 'H2 L1 H3 L2 L3'])
    const { wins, win } = evaluate(grid, 100)
    // line 1 (top): H1 x3 = 25 x 10; line 0 (middle): L4 x5 = 40 x 10; line 7 (1,0,0,0,1): L4 H1 H1 -> 0
    expect(wins).toEqual([
      { line: 0, symbol: 'L4', count: 5, amount: 400 },
      { line: 1, symbol: 'H1', count: 3, amount: 250 },
    ])
    expect(win).toBe(650)
  })

  it('finds V-shaped lines across rows', () => {
    const grid = g(['H3 L1 L2 L1 H3', 'L1 H3 L2 H3 L1', 'L2 L3 W L1 L2'])
    const { wins } = evaluate(grid, 10)
    expect(wins).toEqual([{ line: 3, symbol: 'H3', count: 5, amount: 150 }])
  })

  it('reads the grid from the stop positions and wraps around the strip', () => {
    const last = (STRIPS[0]?.length ?? 0) - 1
    const grid = gridAt([last, 0, 0, 0, 0])
    expect(grid[0]).toEqual([STRIPS[0]?.[last], STRIPS[0]?.[0], STRIPS[0]?.[1]])
    expect(grid).toHaveLength(5)
    expect(PAYLINES).toHaveLength(10)
  })

  it('spins with the injected draw and only at offered stakes', () => {
    const r = spin(50, () => 3)
    expect(r.stops).toEqual([3, 3, 3, 3, 3])
    expect(r.grid).toEqual(gridAt([3, 3, 3, 3, 3]))
    expect(r.win).toBe(evaluate(r.grid, 50).win)
    expect(() => spin(15)).toThrow()
    expect(() => spin(0)).toThrow()
    for (const stake of SLOT_STAKES) expect(stake % 10).toBe(0)
    const real = spin(10)
    real.stops.forEach((s, i) => {
      expect(s).toBeGreaterThanOrEqual(0)
      expect(s).toBeLessThan(STRIPS[i]?.length ?? 0)
    })
  })
})
