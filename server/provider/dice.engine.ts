import { randomInt } from 'node:crypto'

/**
 * Roll-under dice. A roll is a whole number from 0 to 9999, drawn on the server with the CSPRNG and shown
 * as 00.00 to 99.99. The player picks a payout multiplier from MULTIPLIERS; the roll wins when it is under
 * that multiplier's target, and the target is chosen so that chance x multiplier is exactly the published
 * RTP (target = 10000 x 0.97 / multiplier, a whole number for every offered multiplier). Every stake is a
 * multiple of 4 minor units, so every payout (stake x multiplier) is a whole number of minor units and the
 * RTP is exact for every stake and target (dice.engine.test.ts enumerates all 10000 rolls).
 */
export const DICE_RTP_PERCENT = 97
export const ROLL_OUTCOMES = 10_000

/** Multiplier in hundredths (125 = x1.25) -> roll-under target. */
export const MULTIPLIERS = [125, 200, 400, 500, 1000, 2000, 2500, 5000, 10000] as const
export type Multiplier = (typeof MULTIPLIERS)[number]

export const DICE_STAKES = [20, 40, 100, 200, 400, 1000, 2000, 5000] as const

export const targetFor = (multiplier: number): number => (ROLL_OUTCOMES * DICE_RTP_PERCENT) / multiplier

export const isDiceStake = (stake: number): boolean => (DICE_STAKES as readonly number[]).includes(stake)
export const isMultiplier = (m: number): m is Multiplier => (MULTIPLIERS as readonly number[]).includes(m)

export interface DiceResult {
  roll: number
  target: number
  multiplier: number
  won: boolean
  /** Total return, minor units (stake x multiplier on a win, else 0). */
  win: number
}

/** The payout of a given roll: the engine's rule, kept apart so the test can enumerate every roll. */
export function settle(stake: number, multiplier: number, roll: number): DiceResult {
  const target = targetFor(multiplier)
  const won = roll < target
  return { roll, target, multiplier, won, win: won ? (stake * multiplier) / 100 : 0 }
}

export function roll(
  stake: number,
  multiplier: number,
  draw: (max: number) => number = randomInt,
): DiceResult {
  if (!isDiceStake(stake)) throw new Error(`stake ${stake} is not offered`)
  if (!isMultiplier(multiplier)) throw new Error(`multiplier ${multiplier} is not offered`)
  return settle(stake, multiplier, draw(ROLL_OUTCOMES))
}
