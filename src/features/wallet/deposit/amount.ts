import type { FieldError } from '../../auth/index.ts'

/**
 * Players type whole currency units; the wire carries integer minor units and the display is
 * floor(minor / 100) (src/ui/money.tsx).
 */
export const MINOR_PER_UNIT = 100

/** 13 whole-unit digits keep the minor amount far below Number.MAX_SAFE_INTEGER. */
const MAX_DIGITS = 13

/** "1 250" or "1,250" → 125000 minor units; null when it is not a whole number of units. */
export function parseUnits(text: string): number | null {
  const digits = text.trim().replace(/[\s,.'_]/g, '')
  if (!/^\d+$/.test(digits) || digits.length > MAX_DIGITS) return null
  return Number(digits) * MINOR_PER_UNIT
}

/** The range a player can type, in whole units: the minimum rounded up, the maximum rounded down. */
export const unitRange = (limits: { minPrice: number; maxAmount: number }) => ({
  min: Math.max(1, Math.ceil(limits.minPrice / MINOR_PER_UNIT)),
  max: Math.floor(limits.maxAmount / MINOR_PER_UNIT),
})

/** A typed custom amount as minor units, or the error to show beside the field. */
export function checkDepositAmount(
  text: string,
  limits: { minPrice: number; maxAmount: number },
): { amount: number; error?: undefined } | { amount?: undefined; error: FieldError } {
  if (text.trim() === '') return { error: { key: 'validation.required' } }
  const amount = parseUnits(text)
  if (amount === null || amount <= 0) return { error: { key: 'deposit.amountWhole' } }
  const { min, max } = unitRange(limits)
  if (amount < min * MINOR_PER_UNIT) return { error: { key: 'deposit.amountMin', values: { min } } }
  if (amount > max * MINOR_PER_UNIT) return { error: { key: 'deposit.amountMax', values: { max } } }
  return { amount }
}
