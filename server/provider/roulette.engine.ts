/**
 * European roulette: one zero, 37 pockets (0-36). A bet covers a set of numbers; the standard bets are the
 * sets the table layout allows (below) and every one of them returns stake x 36 / (numbers covered) when
 * the ball lands on a covered number: straight 35:1, split 17:1, street or trio 11:1, corner or first
 * four 8:1, six line 5:1, dozen or column 2:1, red/black, odd/even, 1-18/19-36 1:1. So every bet returns
 * exactly 36/37 of its stake (RTP 97.30%). The pocket comes from the round's fair draw (public/fair.js).
 *
 * The layout: three columns, twelve rows; row r (0-11) holds 3r+1, 3r+2, 3r+3; zero sits above 1, 2, 3.
 */
export const POCKETS = 37
export const RTP_NUMERATOR = 36
export const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'sixLine'
export type OutsideBet =
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high'
  | 'dozen1'
  | 'dozen2'
  | 'dozen3'
  | 'column1'
  | 'column2'
  | 'column3'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const nonZero = range(1, 36)

export const OUTSIDE: Record<OutsideBet, readonly number[]> = {
  red: [...REDS],
  black: nonZero.filter((n) => !(REDS as readonly number[]).includes(n)),
  odd: nonZero.filter((n) => n % 2 === 1),
  even: nonZero.filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
  dozen1: range(1, 12),
  dozen2: range(13, 24),
  dozen3: range(25, 36),
  column1: nonZero.filter((n) => n % 3 === 1),
  column2: nonZero.filter((n) => n % 3 === 2),
  column3: nonZero.filter((n) => n % 3 === 0),
}

const rowOf = (n: number) => Math.floor((n - 1) / 3)
const colOf = (n: number) => (n - 1) % 3
const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** Which standard inside bet a set of numbers is (sorted, distinct), or null when the layout has none. */
export function insideKind(numbers: readonly number[]): InsideKind | null {
  const s = [...numbers].sort((a, b) => a - b)
  if (s.some((n) => !Number.isInteger(n) || n < 0 || n > 36) || new Set(s).size !== s.length) return null
  const [a = -1, b = -1, c = -1, d = -1] = s
  switch (s.length) {
    case 1:
      return 'straight'
    case 2:
      if (a === 0) return b >= 1 && b <= 3 ? 'split' : null
      if (b - a === 3) return 'split'
      return b - a === 1 && rowOf(a) === rowOf(b) ? 'split' : null
    case 3:
      if (a === 0) return same(s, [0, 1, 2]) || same(s, [0, 2, 3]) ? 'street' : null
      return colOf(a) === 0 && b === a + 1 && c === a + 2 ? 'street' : null
    case 4:
      if (same(s, [0, 1, 2, 3])) return 'corner'
      return a > 0 && colOf(a) < 2 && b === a + 1 && c === a + 3 && d === a + 4 ? 'corner' : null
    case 6:
      return a > 0 && colOf(a) === 0 && a <= 31 && same(s, range(a, a + 5)) ? 'sixLine' : null
    default:
      return null
  }
}

export interface RouletteBet {
  /** An outside bet's name, or the numbers an inside bet covers. */
  on: OutsideBet | readonly number[]
  amount: number
}

export const coveredBy = (on: RouletteBet['on']): readonly number[] | null =>
  typeof on === 'string'
    ? Object.hasOwn(OUTSIDE, on)
      ? OUTSIDE[on as OutsideBet]
      : null
    : insideKind(on)
      ? on
      : null

/** What a bet returns when the ball lands on `pocket` (stake included), minor units. */
export function betReturn(bet: RouletteBet, pocket: number): number {
  const covered = coveredBy(bet.on)
  if (!covered) throw new Error('not a standard bet')
  return covered.includes(pocket) ? (bet.amount * RTP_NUMERATOR) / covered.length : 0
}

/** Every standard inside bet the layout allows, by kind. */
export function allInsideBets(): Record<InsideKind, number[][]> {
  const out: Record<InsideKind, number[][]> = { straight: [], split: [], street: [], corner: [], sixLine: [] }
  const sets: number[][] = [
    ...range(0, 36).map((n) => [n]),
    ...range(0, 36).flatMap((a) => range(a + 1, 36).map((b) => [a, b])),
    [0, 1, 2],
    [0, 2, 3],
    ...range(1, 34).map((a) => [a, a + 1, a + 2]),
    [0, 1, 2, 3],
    ...range(1, 32).map((a) => [a, a + 1, a + 3, a + 4]),
    ...range(1, 31).map((a) => range(a, a + 5)),
  ]
  for (const set of sets) {
    const kind = insideKind(set)
    if (kind) out[kind].push(set)
  }
  return out
}
