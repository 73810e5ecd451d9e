import type { Lengths } from '../../../contract/calls/config.ts'
import { hasUnprintable } from '../../../contract/display-name.ts'
import { normalizePhone, PHONE_DIGITS } from '../../../contract/phone.ts'

/** A message for one field: an i18n key plus its interpolation values. */
export interface FieldError {
  key: string
  values?: Record<string, string | number>
}
export type FieldErrors<F extends string = string> = Partial<Record<F, FieldError>>

type Range = { min: number; max: number }

// The same rules the server applies (server/modules/auth/auth.validate.ts, contract/display-name.ts); lengths come
// from app config.
const DIGITS = /^\d+$/
const ACCOUNT = /^[a-zA-Z0-9_]+$/

/** Characters as a player counts them (code points, so an emoji is one). */
const charCount = (value: string) => [...value].length

function length(value: string, range: Range): FieldError | undefined {
  const n = charCount(value)
  if (n === 0) return { key: 'validation.required' }
  const values = { min: range.min, max: range.max }
  if (n < range.min) return { key: 'auth.validation.tooShort', values }
  if (n > range.max) return { key: 'auth.validation.tooLong', values }
  return undefined
}

export function validateAccount(value: string, lengths: Lengths): FieldError | undefined {
  return (
    length(value, lengths.account) ?? (ACCOUNT.test(value) ? undefined : { key: 'auth.validation.account' })
  )
}

export function validatePassword(value: string, lengths: Lengths): FieldError | undefined {
  return length(value, lengths.password)
}

export function validateConfirm(password: string, confirm: string): FieldError | undefined {
  if (confirm.length === 0) return { key: 'validation.required' }
  return confirm === password ? undefined : { key: 'auth.errors.passwordMismatch' }
}

export function validateNickname(value: string, lengths: Lengths): FieldError | undefined {
  const trimmed = value.trim()
  return (
    length(trimmed, lengths.username) ??
    (hasUnprintable(trimmed) ? { key: 'validation.invalidFormat' } : undefined)
  )
}

export function validatePhone(value: string): FieldError | undefined {
  if (value.length === 0) return { key: 'validation.required' }
  return PHONE_DIGITS.test(normalizePhone(value)) ? undefined : { key: 'auth.validation.phone' }
}

export function validateSmsCode(value: string, lengths: Lengths): FieldError | undefined {
  return length(value, lengths.smsCode) ?? (DIGITS.test(value) ? undefined : { key: 'auth.validation.code' })
}

export function validateInviteCode(value: string): FieldError | undefined {
  return charCount(value) > 32 ? { key: 'auth.validation.tooLong', values: { min: 0, max: 32 } } : undefined
}

/** Runs one check per field and keeps only the failures; empty result means the form may be sent. */
export function collectErrors<F extends string>(
  checks: Record<F, () => FieldError | undefined>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field]()
    if (error) errors[field] = error
  }
  return errors
}

/** Every field the auth forms have; each form shows some of them. */
export type AuthField = 'account' | 'phone' | 'code' | 'password' | 'confirm' | 'inviteCode'

/**
 * Checks the given fields of an auth form, in that order, with the one rule each field has everywhere
 * (phones are normalized first; the confirmation must match the password).
 */
export function checkFields<F extends AuthField>(
  values: Partial<Record<AuthField, string>>,
  fields: readonly F[],
  lengths: Lengths,
): FieldErrors<F> {
  const v = (field: AuthField) => values[field] ?? ''
  const rules: Record<AuthField, () => FieldError | undefined> = {
    account: () => validateAccount(v('account'), lengths),
    phone: () => validatePhone(normalizePhone(v('phone'))),
    code: () => validateSmsCode(v('code'), lengths),
    password: () => validatePassword(v('password'), lengths),
    confirm: () => validateConfirm(v('password'), v('confirm')),
    inviteCode: () => validateInviteCode(v('inviteCode')),
  }
  return collectErrors(
    Object.fromEntries(fields.map((f) => [f, rules[f]])) as Record<F, () => FieldError | undefined>,
  )
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0

/** Phone numbers are typed with spaces, dashes or brackets: the one normalisation the server applies too. */
export { normalizePhone } from '../../../contract/phone.ts'
