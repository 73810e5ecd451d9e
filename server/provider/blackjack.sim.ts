import { act, settle, start, type Table } from './blackjack.engine.ts'
import { basicStrategy } from './blackjack.strategy.ts'

/** A small seeded generator (mulberry32): the simulation repeats exactly, unlike the CSPRNG. */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let x = s
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Plays `rounds` rounds of basic strategy, each from a freshly shuffled 6-deck shoe (Fisher-Yates of the
 * cards a round can reach: a uniform shuffle of any order is uniform), and returns what they returned and staked, and how many rounds (one
 * initial stake each) they were.
 */
export function simulateReturn(
  rounds: number,
  seed: number,
): { returned: number; staked: number; initial: number } {
  const random = mulberry32(seed)
  const shoe = Array.from({ length: 312 }, (_, i) => i % 52)
  const reach = 60
  let returned = 0
  let staked = 0
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < reach; i++) {
      const j = i + Math.floor(random() * (312 - i))
      const c = shoe[j] as number
      shoe[j] = shoe[i] as number
      shoe[i] = c
    }
    let t: Table | null = start(shoe)
    while (t && !t.over) t = act(t, shoe, basicStrategy(t))
    if (!t) throw new Error('basic strategy chose an action not allowed')
    const s = settle(t, 2)
    returned += s.win
    staked += s.staked
  }
  return { returned, staked, initial: 2 * rounds }
}
