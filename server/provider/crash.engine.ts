import { CRASH_RTP_PERCENT } from './public/fair.js'

/**
 * Crash: the multiplier climbs from x1.00 along a fixed curve of the time since the round started, on the
 * server's clock: m(t) = floor(100 x e^(GROWTH_PER_MS x t)) hundredths, t in milliseconds. The round's
 * crash point c (public/fair.js crashPointOf) is fixed by its seed pair and nonce when the bet is taken.
 * A cash-out at m pays stake x m when m <= c (rounded down to the minor unit); the curve crashes as it
 * passes c. Cashing out is possible from x1.01 (below it the stake would come back risk free). A target
 * set before the start cashes out when the curve reaches it; the curve stops at MAX_MULTIPLIER, where a
 * round still flying cashes out.
 *
 * For a cash-out target x (101 to MAX_MULTIPLIER), P(c >= x) = floor(97 x 2^32 / x) / 2^32, so the
 * return is x / 100 x floor(97 x 2^32 / x) / 2^32: 97% less under 10^-6 (crash.engine.test.ts).
 */
export { CRASH_RTP_PERCENT }
export const CRASH_STAKES = [20, 40, 100, 200, 400, 1000, 2000, 5000] as const
/** Hundredths: the first multiplier a cash-out can take, and the top of the curve (x1,000). */
export const MIN_CASHOUT = 101
export const MAX_MULTIPLIER = 100_000
/** m(t) = e^(k t): x2 after 6.9 s, x10 after 23 s, x1,000 after 69 s. */
export const GROWTH_PER_MS = 0.0001

export const isCrashStake = (stake: number): boolean => (CRASH_STAKES as readonly number[]).includes(stake)
export const isCrashTarget = (target: number): boolean =>
  Number.isInteger(target) && target >= MIN_CASHOUT && target <= MAX_MULTIPLIER

/** The multiplier (hundredths) t ms after the start. */
export const multiplierAt = (ms: number): number =>
  Math.min(MAX_MULTIPLIER, Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, ms))))

/** The first whole millisecond at which the curve shows at least `m` hundredths. */
export function msToReach(m: number): number {
  let t = Math.max(0, Math.ceil(Math.log(m / 100) / GROWTH_PER_MS))
  while (multiplierAt(t) < m) t++
  while (t > 0 && multiplierAt(t - 1) >= m) t--
  return t
}

/** How a round ends if nobody cashes out by hand: when, and at which multiplier it pays (null: crashed). */
export function endOf(crash: number, target: number | null): { atMs: number; cashedAt: number | null } {
  const ceiling = Math.min(crash, MAX_MULTIPLIER)
  if (target !== null && target <= ceiling) return { atMs: msToReach(target), cashedAt: target }
  if (crash >= MAX_MULTIPLIER) return { atMs: msToReach(MAX_MULTIPLIER), cashedAt: MAX_MULTIPLIER }
  return { atMs: msToReach(crash + 1), cashedAt: null }
}

export type CashOut =
  | { kind: 'early' }
  | { kind: 'cashed'; multiplier: number }
  | { kind: 'ended'; cashedAt: number | null }

/** A cash-out asked `elapsedMs` after the start: too early, paid at the curve's multiplier, or too late. */
export function cashOutAt(crash: number, target: number | null, elapsedMs: number): CashOut {
  const end = endOf(crash, target)
  if (elapsedMs >= end.atMs) return { kind: 'ended', cashedAt: end.cashedAt }
  const m = multiplierAt(elapsedMs)
  if (m < MIN_CASHOUT) return { kind: 'early' }
  return { kind: 'cashed', multiplier: m }
}

/** What a cash-out at `multiplier` hundredths pays, minor units (rounded down); 0 for a crash. */
export const payout = (stake: number, multiplier: number | null): number =>
  multiplier === null ? 0 : Math.floor((stake * multiplier) / 100)

/** The paytable the rules show: for a few targets, the chance (in millionths) that the curve reaches them. */
export const CRASH_TABLE_TARGETS = [101, 150, 200, 300, 500, 1000, 2000, 10_000, 100_000] as const
const SPACE = 2n ** 32n
export const chanceOf = (target: number): number =>
  Math.floor((Number((BigInt(CRASH_RTP_PERCENT) * SPACE) / BigInt(target)) / 2 ** 32) * 1_000_000)
