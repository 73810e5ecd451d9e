import type { ErrorMsg } from '../../../../contract/errors.ts'
import { errorMessageKey, isApiError } from '../../../api/errors.ts'
import type { FieldError } from '../../auth/index.ts'

export type WithdrawField = 'amount' | 'cardId' | 'safeboxPassword'

const FIELD_OF_MSG: Record<string, WithdrawField> = {
  withdrawAmountOutOfRange: 'amount',
  insufficientFunds: 'amount',
  safeboxPasswordRequired: 'safeboxPassword',
  safeboxPasswordInvalid: 'safeboxPassword',
  bankCardNotFound: 'cardId',
} satisfies Partial<Record<ErrorMsg, WithdrawField>>
const FIELDS: readonly string[] = ['amount', 'cardId', 'safeboxPassword']

/**
 * Where a refused withdrawal's message goes: a known product error beside its field, a validation
 * detail (`validation.<key>`) beside its field, anything else (turnover, rate limit, network) above.
 */
export function withdrawFailure(error: unknown): {
  fields: Partial<Record<WithdrawField, FieldError>>
  form?: string
} {
  if (!isApiError(error)) return { fields: {}, form: errorMessageKey(error) }
  const field = FIELD_OF_MSG[error.msg]
  if (field) return { fields: { [field]: { key: `errors.${error.msg}` } } }
  const fields: Partial<Record<WithdrawField, FieldError>> = {}
  for (const [path, key] of Object.entries(error.details ?? {})) {
    if (FIELDS.includes(path)) fields[path as WithdrawField] = { key: `validation.${key}` }
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: errorMessageKey(error) }
}
