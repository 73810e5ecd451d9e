import { betReturn, coveredBy, OUTSIDE, type OutsideBet, type RouletteBet } from './roulette.engine.ts'

/**
 * A roulette round's set of bets, as the table takes them: each bet a standard bet (roulette.engine.ts)
 * made of the offered chips (a whole number of the smallest chip), no bet twice, at most MAX_BETS bets and
 * MAX_TOTAL staked in all. The round's stake is the total, taken from the wallet as one bet.
 */
export const ROULETTE_RTP_PERCENT = 97.3
export const ROULETTE_CHIPS = [20, 100, 500, 1000, 5000] as const
export const CHIP_UNIT = ROULETTE_CHIPS[0]
export const MAX_BETS = 40
export const MAX_TOTAL = 20_000

export const OUTSIDE_BETS = Object.keys(OUTSIDE) as [OutsideBet, ...OutsideBet[]]

export type RouletteBetError =
  | 'roulette_badBet'
  | 'roulette_duplicateBet'
  | 'roulette_tooManyBets'
  | 'roulette_badChip'
  | 'roulette_overMax'

/** One bet as the round records it: inside bets' numbers sorted. */
const normalised = (bet: RouletteBet): RouletteBet => ({
  on: typeof bet.on === 'string' ? bet.on : [...bet.on].sort((a, b) => a - b),
  amount: bet.amount,
})

const keyOf = (on: RouletteBet['on']) => (typeof on === 'string' ? on : on.join('-'))

/** The bets sorted into their recorded form and their total, or why the table refuses them. */
export function checkBets(
  bets: readonly RouletteBet[],
): { ok: true; bets: RouletteBet[]; total: number } | { ok: false; error: RouletteBetError } {
  if (bets.length === 0) return { ok: false, error: 'roulette_badBet' }
  if (bets.length > MAX_BETS) return { ok: false, error: 'roulette_tooManyBets' }
  const out = bets.map(normalised)
  if (out.some((b) => !coveredBy(b.on))) return { ok: false, error: 'roulette_badBet' }
  if (new Set(out.map((b) => keyOf(b.on))).size !== out.length) {
    return { ok: false, error: 'roulette_duplicateBet' }
  }
  if (out.some((b) => !Number.isSafeInteger(b.amount) || b.amount <= 0 || b.amount % CHIP_UNIT !== 0)) {
    return { ok: false, error: 'roulette_badChip' }
  }
  const total = out.reduce((sum, b) => sum + b.amount, 0)
  if (total > MAX_TOTAL) return { ok: false, error: 'roulette_overMax' }
  return { ok: true, bets: out, total }
}

export interface RouletteResult {
  pocket: number
  bets: Array<RouletteBet & { win: number }>
  /** Total return of the round (stakes of the winning bets included), minor units. */
  win: number
}

/** What the checked bets return when the ball lands on `pocket`. */
export function settleSpin(bets: readonly RouletteBet[], pocket: number): RouletteResult {
  const settled = bets.map((b) => ({ on: b.on, amount: b.amount, win: betReturn(b, pocket) }))
  return { pocket, bets: settled, win: settled.reduce((sum, b) => sum + b.win, 0) }
}
