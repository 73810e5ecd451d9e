/**
 * Mines: a 5x5 field with 1-24 mines the player chooses; each safe cell revealed raises the payout, a mine
 * ends the round with nothing, and the player may cash out after any safe cell. The mines lie where the
 * round's fair draw puts them (public/fair.js), fixed before the first pick.
 *
 * After k safe cells with m mines the chance of having survived is C(25-m, k) / C(25, k) whatever cells
 * were picked, so the payout multiplier RTP x C(25, k) / C(25-m, k) returns exactly the published RTP for
 * every mines count and every cash-out point. Multipliers are kept as exact fractions; the paid amount is
 * the stake times the multiplier rounded down to the minor unit (less than one minor unit per round).
 */
export const MINES_RTP_PERCENT = 97
export const CELLS = 25
export const MIN_MINES = 1
export const MAX_MINES = 24
export const MINES_STAKES = [20, 40, 100, 200, 400, 1000, 2000, 5000] as const

export const isMinesStake = (stake: number): boolean => (MINES_STAKES as readonly number[]).includes(stake)
export const isMinesCount = (m: number): boolean => Number.isInteger(m) && m >= MIN_MINES && m <= MAX_MINES

const choose = (n: number, k: number): bigint => {
  let r = 1n
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1)
  return r
}

/** The payout multiplier after `picks` safe cells as a fraction (num / den); picks 0 is x1 (the stake). */
export function multiplier(mines: number, picks: number): { num: bigint; den: bigint } {
  if (picks === 0) return { num: 1n, den: 1n }
  return { num: BigInt(MINES_RTP_PERCENT) * choose(CELLS, picks), den: 100n * choose(CELLS - mines, picks) }
}

/** The amount a cash-out after `picks` safe cells pays, minor units (rounded down). */
export function payout(stake: number, mines: number, picks: number): number {
  if (picks === 0) return 0
  const { num, den } = multiplier(mines, picks)
  return Number((BigInt(stake) * num) / den)
}

/** The multiplier in hundredths, rounded down, as the paytable shows it. */
export const shownMultiplier = (mines: number, picks: number): number => {
  const { num, den } = multiplier(mines, picks)
  return Number((num * 100n) / den)
}

/** For each mines count, the shown multiplier after 1, 2, ... safe cells (all of them). */
export const paytable = (): number[][] =>
  Array.from({ length: MAX_MINES }, (_, i) =>
    Array.from({ length: CELLS - (i + 1) }, (_, k) => shownMultiplier(i + 1, k + 1)),
  )

export interface MinesState {
  mines: number
  /** The mines' cells (0-24), drawn before the first pick; never shown to the player until the round ends. */
  layout: readonly number[]
  /** The safe cells revealed so far, in order. */
  picks: readonly number[]
}

export type PickResult =
  | { kind: 'safe'; picks: number[]; cleared: boolean }
  | { kind: 'mine'; picks: number[] }
  | { kind: 'invalid' }

/** One pick: a cell already revealed or off the field is invalid; clearing every safe cell ends the round. */
export function pick(state: MinesState, cell: number): PickResult {
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || state.picks.includes(cell)) {
    return { kind: 'invalid' }
  }
  const picks = [...state.picks, cell]
  if (state.layout.includes(cell)) return { kind: 'mine', picks }
  return { kind: 'safe', picks, cleared: picks.length === CELLS - state.mines }
}
