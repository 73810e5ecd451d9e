import type { GetExchangeReply } from '../../../../contract/calls/wallet-withdraw.ts'
import type { FieldError } from '../../auth/index.ts'

/**
 * Players type whole currency units; the wire carries integer minor units (DESIGN 4: display is
 * floor(minor / 100)). These helpers keep that conversion and the withdraw limits in one place.
 */
export const MINOR_PER_UNIT = 100

/** Longest whole-unit amount accepted: 13 digits stays far below Number.MAX_SAFE_INTEGER in minor units. */
const MAX_DIGITS = 13

/** "1 250" or "1,250" as typed → 125000 minor units; null when it is not a whole number of units. */
export function parseWholeUnits(text: string): number | null {
  const digits = text.trim().replace(/[\s,.'_]/g, '')
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return null
  return Number(digits) * MINOR_PER_UNIT
}

/** The smallest whole amount at or above `minor` (a minimum must be reachable by typing whole units). */
export const ceilUnits = (minor: number): number => Math.ceil(minor / MINOR_PER_UNIT)
export const floorUnits = (minor: number): number => Math.floor(minor / MINOR_PER_UNIT)

export type Limits = Pick<GetExchangeReply, 'minAmount' | 'maxAmount' | 'withdrawable'>

/** The range a player may request now, in minor units rounded to whole units. */
export function withdrawRange(limits: Limits): { min: number; max: number } {
  const min = ceilUnits(limits.minAmount) * MINOR_PER_UNIT
  const max = floorUnits(Math.min(limits.maxAmount, limits.withdrawable)) * MINOR_PER_UNIT
  return { min, max }
}

/** Same rule as the server: feeBps of the amount rounded down, at least feeMin. */
export function feeFor(fees: { feeBps: number; feeMin: number }, amount: number): number {
  return Math.max(fees.feeMin, Math.floor((amount * fees.feeBps) / 10_000))
}

/** The amount as minor units, or the error to show beside the field (values in display units). */
export function checkAmount(
  text: string,
  limits: Limits,
): { amount: number; error?: undefined } | { amount?: undefined; error: FieldError } {
  if (text.trim() === '') return { error: { key: 'validation.required' } }
  const amount = parseWholeUnits(text)
  if (amount === null || amount <= 0) return { error: { key: 'withdraw.amountWhole' } }
  const { min, max } = withdrawRange(limits)
  const values = { min: floorUnits(min), max: floorUnits(max) }
  if (amount > limits.withdrawable) return { error: { key: 'withdraw.amountOverBalance', values } }
  if (amount < min || amount > max) return { error: { key: 'withdraw.amountRange', values } }
  return { amount }
}
