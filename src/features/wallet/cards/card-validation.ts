import type { Lengths } from '../../../../contract/calls/config.ts'
import type { FieldError } from '../../auth/index.ts'

export type CardField = 'bankId' | 'holderName' | 'accountNo'
export type CardErrors = Partial<Record<CardField, FieldError>>

/** The contract's hard cap on a holder name (the server trims and folds spaces first, as here). */
export const HOLDER_NAME_MAX = 64
const CONTROL = /\p{Cc}|\p{Cf}/u

/** As the server stores it: spaces and dashes people type are dropped, letters upper-cased (IBANs). */
export const normalizeAccountNo = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase()
export const normalizeHolderName = (value: string): string => value.trim().replace(/\s+/g, ' ')

/** The same rule as the server: letters and digits, length within lengths.withdrawAccount. */
export function validateAccountNo(
  raw: string,
  lengths: Pick<Lengths, 'withdrawAccount'>,
): FieldError | undefined {
  const value = normalizeAccountNo(raw)
  const { min, max } = lengths.withdrawAccount
  if (value.length === 0) return { key: 'validation.required' }
  if (!/^[A-Z0-9]+$/.test(value)) return { key: 'cards.accountFormat' }
  if (value.length < min) return { key: 'auth.validation.tooShort', values: { min, max } }
  if (value.length > max) return { key: 'auth.validation.tooLong', values: { min, max } }
  return undefined
}

export function validateHolderName(raw: string): FieldError | undefined {
  const value = normalizeHolderName(raw)
  if (value.length === 0) return { key: 'validation.required' }
  if (CONTROL.test(value)) return { key: 'validation.invalidFormat' }
  if (value.length > HOLDER_NAME_MAX) {
    return { key: 'auth.validation.tooLong', values: { min: 1, max: HOLDER_NAME_MAX } }
  }
  return undefined
}

export interface CardValues {
  bankId: string
  holderName: string
  accountNo: string
}

/**
 * Checks the card form. When modifying, an empty account number keeps the stored one (the server never
 * sends the full number back, so the field starts empty).
 */
export function checkCard(values: CardValues, lengths: Lengths, modifying: boolean): CardErrors {
  const errors: CardErrors = {}
  if (!values.bankId) errors.bankId = { key: 'validation.required' }
  const holder = validateHolderName(values.holderName)
  if (holder) errors.holderName = holder
  if (!(modifying && values.accountNo.trim() === '')) {
    const account = validateAccountNo(values.accountNo, lengths)
    if (account) errors.accountNo = account
  }
  return errors
}
