import type { ErrorMsg } from '../../../contract/errors.ts'
import { errorMessageKey, isApiError } from '../../api/errors.ts'
import type { FieldError } from '../auth/index.ts'

export type FundField = 'amount' | 'password' | 'oldPassword' | 'confirm'

const FIELD_OF_MSG: Partial<Record<ErrorMsg, FundField>> = {
  insufficientFunds: 'amount',
  safeboxShort: 'amount',
  safeboxPasswordRequired: 'password',
}

/**
 * Where a refused safe-box call's message goes: beside the field it names (a product error, or a
 * validation detail), anything else (rate limit, no password set, network) above the form. A wrong
 * password is reported under the field the server names (`password` on a move, `oldPassword` on a change).
 */
export function fundFailure(
  error: unknown,
  passwordLength: number,
): { fields: Partial<Record<FundField, FieldError>>; form?: string } {
  if (!isApiError(error)) return { fields: {}, form: errorMessageKey(error) }
  const details = Object.entries(error.details ?? {}).filter(([path]) => isField(path))
  if (error.msg === 'safeboxPasswordInvalid') {
    const field = (details[0]?.[0] as FundField | undefined) ?? 'password'
    return { fields: { [field]: { key: 'errors.safeboxPasswordInvalid' } } }
  }
  const field = FIELD_OF_MSG[error.msg as ErrorMsg]
  if (field) return { fields: { [field]: { key: `errors.${error.msg}` } } }
  const fields: Partial<Record<FundField, FieldError>> = {}
  for (const [path, key] of details) {
    const lengthWrong = (key === 'tooShort' || key === 'tooLong') && path !== 'amount'
    fields[path as FundField] = lengthWrong
      ? { key: 'fund.passwordDigits', values: { count: passwordLength } }
      : { key: `validation.${key}` }
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: errorMessageKey(error) }
}

const isField = (path: string): boolean => ['amount', 'password', 'oldPassword'].includes(path)

/** The client's own check of a password field: exactly `length` digits. */
export function checkPassword(value: string, length: number): FieldError | undefined {
  if (value === '') return { key: 'validation.required' }
  if (!/^\d+$/.test(value) || value.length !== length)
    return { key: 'fund.passwordDigits', values: { count: length } }
  return undefined
}
