// The roulette table's layout and its bets (server/provider/roulette.engine.ts is the rule): numbers in 12
// rows of 3 under the zero; the even-money bets and the dozens in two strips beside them; the columns
// below. A bet is an outside bet's name or the numbers an inside bet covers.
import { fill } from './ui.js'

/** The bet types a tap on number n places, and the numbers each covers (null: none starts at n). */
export const KINDS = [
  { id: 'straight', text: 'rouletteStraight' },
  { id: 'splitRight', text: 'rouletteSplitRight' },
  { id: 'splitDown', text: 'rouletteSplitDown' },
  { id: 'street', text: 'rouletteStreet' },
  { id: 'corner', text: 'rouletteCorner' },
  { id: 'sixLine', text: 'rouletteSixLine' },
  { id: 'zeroSplit', text: 'rouletteZeroSplit' },
  { id: 'zeroTrio', text: 'rouletteZeroTrio' },
]

const rowStart = (n) => n - ((n - 1) % 3)
const range = (from, count) => Array.from({ length: count }, (_, i) => from + i)

export function betsFor(kind, n) {
  if (kind === 'straight') return [n]
  // The zero's own bets start at the number below it: 0-1, 0-2, 0-3 and the trios 0-1-2, 0-2-3.
  if (kind === 'zeroSplit') return n >= 1 && n <= 3 ? [0, n] : null
  if (kind === 'zeroTrio') return n >= 1 && n <= 2 ? [0, n, n + 1] : null
  if (n === 0) return kind === 'corner' ? [0, 1, 2, 3] : null
  const col = (n - 1) % 3
  if (kind === 'splitRight') return col < 2 ? [n, n + 1] : null
  if (kind === 'splitDown') return n <= 33 ? [n, n + 3] : null
  if (kind === 'street') return range(rowStart(n), 3)
  if (kind === 'corner') return col < 2 && n <= 32 ? [n, n + 1, n + 3, n + 4] : null
  if (kind === 'sixLine') return rowStart(n) <= 31 ? range(rowStart(n), 6) : null
  return null
}

/** Outside bets: name, place on the grid (row / column / row end / column end) and face. */
export const OUTSIDE = [
  {
    on: 'low',
    area: '2 / 1 / 4 / 2',
    face: () => '1–18',
    name: (t) => fill(t.rouletteLow, { range: '1–18' }),
  },
  { on: 'even', area: '4 / 1 / 6 / 2', face: (t) => t.rouletteEven, name: (t) => t.rouletteEven },
  { on: 'red', area: '6 / 1 / 8 / 2', face: () => '◆', name: (t) => t.rouletteRed },
  { on: 'black', area: '8 / 1 / 10 / 2', face: () => '◆', name: (t) => t.rouletteBlack },
  { on: 'odd', area: '10 / 1 / 12 / 2', face: (t) => t.rouletteOdd, name: (t) => t.rouletteOdd },
  {
    on: 'high',
    area: '12 / 1 / 14 / 2',
    face: () => '19–36',
    name: (t) => fill(t.rouletteHigh, { range: '19–36' }),
  },
  ...[1, 2, 3].map((d) => ({
    on: `dozen${d}`,
    area: `${4 * d - 2} / 2 / ${4 * d + 2} / 3`,
    face: () => `${12 * d - 11}–${12 * d}`,
    name: (t) => fill(t.rouletteDozenN, { range: `${12 * d - 11}–${12 * d}` }),
  })),
  ...[1, 2, 3].map((c) => ({
    on: `column${c}`,
    area: `14 / ${c + 2}`,
    face: () => '2:1',
    /** The face is not in the name: the button's name starts with it (it is what a sighted player reads). */
    faceFirst: true,
    name: (t) => fill(t.rouletteColumnN, { n: c, from: c, next: c + 3, to: 33 + c }),
  })),
]

const OUTSIDE_COVERS = { low: 18, high: 18, even: 18, odd: 18, red: 18, black: 18 }

export const keyOf = (on) => (typeof on === 'string' ? on : [...on].sort((a, b) => a - b).join('-'))

/** What a bet pays to 1: 36 / (numbers covered) − 1. */
export const paysOf = (on) => 36 / (typeof on === 'string' ? (OUTSIDE_COVERS[on] ?? 12) : on.length) - 1

const INSIDE_TEXT = {
  1: 'rouletteStraight',
  2: 'rouletteSplit',
  3: 'rouletteStreet',
  4: 'rouletteCorner',
  6: 'rouletteSixLine',
}

/** A bet as the player reads it: "Split 5, 6", "Trio 0, 1, 2", "Straight up 17 red", "Dozen 13 to 24". */
export function betName(t, on, colourWord) {
  if (typeof on === 'string') return OUTSIDE.find((o) => o.on === on)?.name(t) ?? on
  const numbers = [...on].sort((a, b) => a - b)
  const trio = numbers.length === 3 && numbers[0] === 0
  const kind = t[trio ? 'rouletteTrio' : INSIDE_TEXT[numbers.length]] ?? ''
  return numbers.length === 1
    ? `${kind} ${numbers[0]} ${colourWord(numbers[0])}`
    : `${kind} ${numbers.join(', ')}`
}
