import { randomInt } from 'node:crypto'

/**
 * The built-in 5-reel, 3-row video slot. Ten fixed paylines, wins pay left to right from the first reel,
 * one win per line (the best of the symbol's run and the wild run), all lines summed. A line bet is the
 * stake divided by the number of lines; every stake in STAKES is a multiple of 10, so every win is a whole
 * number of minor units. Outcomes are the five stop positions, drawn here on the server with the CSPRNG.
 *
 * The published RTP is proven exactly in slot.engine.test.ts from the strips' symbol counts alone.
 */
export const SYMBOLS = ['W', 'H1', 'H2', 'H3', 'L1', 'L2', 'L3', 'L4'] as const
export type SlotSymbol = (typeof SYMBOLS)[number]
export const WILD: SlotSymbol = 'W'

export const REELS = 5
export const ROWS = 3

/** Multiples of the line bet for 3, 4 and 5 in a row. W substitutes for every symbol and pays on its own. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  W: [50, 200, 1000],
  H1: [25, 100, 500],
  H2: [20, 75, 250],
  H3: [15, 50, 150],
  L1: [10, 25, 100],
  L2: [8, 20, 80],
  L3: [6, 15, 50],
  L4: [6, 12, 40],
}

/** Row index (0 top, 1 middle, 2 bottom) per reel for each payline. */
export const PAYLINES: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
]

/** Stakes a player may choose, minor units (total stake for all ten lines). */
export const SLOT_STAKES = [10, 20, 50, 100, 200, 500, 1000, 2000] as const

/** The published return to player, percent (two decimals; the exact value is in the test). */
export const SLOT_RTP_PERCENT = 96.59

/** The minimum time between two spins of one session (UK RTS 14: at least 2.5 s per slot game cycle). */
export const SLOT_MIN_CYCLE_MS = 2500

const strip = (counts: Partial<Record<SlotSymbol, number>>): SlotSymbol[] => {
  // Spread each symbol along the strip so the reels look mixed; the order does not change the RTP.
  const bag: SlotSymbol[] = []
  for (const s of SYMBOLS) for (let i = 0; i < (counts[s] ?? 0); i++) bag.push(s)
  const out = new Array<SlotSymbol | undefined>(bag.length)
  let at = 0
  for (const s of bag) {
    while (out[at] !== undefined) at = (at + 1) % bag.length
    out[at] = s
    at = (at + 7) % bag.length
  }
  return out as SlotSymbol[]
}

/** The reel strips: fixed, published through their symbol counts in the rules. */
export const STRIPS: ReadonlyArray<readonly SlotSymbol[]> = [
  strip({ W: 2, H1: 2, H2: 3, H3: 3, L1: 4, L2: 5, L3: 5, L4: 6 }),
  strip({ W: 2, H1: 2, H2: 3, H3: 3, L1: 4, L2: 5, L3: 5, L4: 6 }),
  strip({ W: 2, H1: 2, H2: 3, H3: 4, L1: 4, L2: 5, L3: 5, L4: 5 }),
  strip({ W: 2, H1: 2, H2: 3, H3: 4, L1: 5, L2: 5, L3: 5, L4: 4 }),
  strip({ W: 2, H1: 2, H2: 3, H3: 4, L1: 5, L2: 5, L3: 5, L4: 4 }),
]

export type Grid = SlotSymbol[][] // [reel][row]

export interface LineWin {
  line: number
  symbol: SlotSymbol
  count: number
  /** Minor units. */
  amount: number
}

export interface SpinResult {
  stops: number[]
  grid: Grid
  wins: LineWin[]
  /** Total return, minor units (0 when nothing won). */
  win: number
}

export function gridAt(stops: readonly number[]): Grid {
  return STRIPS.map((reel, r) => {
    const stop = stops[r] ?? 0
    return Array.from({ length: ROWS }, (_, row) => reel[(stop + row) % reel.length] as SlotSymbol)
  })
}

/** The pay of one line of five symbols in multiples of the line bet, and what paid it. */
export function evaluateLine(symbols: readonly SlotSymbol[]): {
  symbol: SlotSymbol
  count: number
  pays: number
} {
  let wilds = 0
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++
  const wildPays = wilds >= 3 ? (PAYTABLE.W[wilds - 3] ?? 0) : 0
  const target = symbols[wilds]
  if (target === undefined) return { symbol: WILD, count: wilds, pays: wildPays }
  let run = wilds
  while (run < symbols.length && (symbols[run] === target || symbols[run] === WILD)) run++
  const symbolPays = run >= 3 ? (PAYTABLE[target][run - 3] ?? 0) : 0
  if (wildPays > symbolPays) return { symbol: WILD, count: wilds, pays: wildPays }
  return { symbol: target, count: run, pays: symbolPays }
}

export function evaluate(grid: Grid, stake: number): { wins: LineWin[]; win: number } {
  const lineBet = stake / PAYLINES.length
  const wins: LineWin[] = []
  PAYLINES.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[reel]?.[row] as SlotSymbol)
    const r = evaluateLine(symbols)
    if (r.pays > 0) wins.push({ line, symbol: r.symbol, count: r.count, amount: r.pays * lineBet })
  })
  return { wins, win: wins.reduce((sum, w) => sum + w.amount, 0) }
}

export const isSlotStake = (stake: number): boolean => (SLOT_STAKES as readonly number[]).includes(stake)

/** One spin: the stops drawn with crypto.randomInt (or `draw` in tests), then evaluated. */
export function spin(stake: number, draw: (max: number) => number = randomInt): SpinResult {
  if (!isSlotStake(stake)) throw new Error(`stake ${stake} is not offered`)
  const stops = STRIPS.map((reel) => draw(reel.length))
  const grid = gridAt(stops)
  return { stops, grid, ...evaluate(grid, stake) }
}

/** Symbol counts per reel, as the rules publish them. */
export const stripCounts = (): Array<Record<SlotSymbol, number>> =>
  STRIPS.map((reel) => {
    const c = Object.fromEntries(SYMBOLS.map((s) => [s, 0])) as Record<SlotSymbol, number>
    for (const s of reel) c[s]++
    return c
  })
