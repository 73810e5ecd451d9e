/** Shared pieces of the weighted-draw tests: a seeded generator, a tally and the chi-square statistic. */

/** mulberry32: a small seeded generator, so a test draws the same tickets every run; an integer in [0, max). */
export function seededRandomInt(seed: number): (max: number) => number {
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

/** How often each id 1..`categories` comes up in `n` draws. */
export function tallyIds(categories: number, n: number, draw: () => { id: number }): number[] {
  const counts = new Array<number>(categories).fill(0)
  for (let i = 0; i < n; i++) {
    const id = draw().id
    counts[id - 1] = (counts[id - 1] ?? 0) + 1
  }
  return counts
}

/** Chi-square of observed counts against the counts the weights expect over `n` draws. */
export function chiSquare(observed: number[], weights: number[], n: number): number {
  const total = weights.reduce((s, w) => s + w, 0)
  return observed.reduce((s, o, i) => {
    const e = (n * (weights[i] ?? 0)) / total
    return s + (o - e) ** 2 / e
  }, 0)
}
