import type { ErrorMsg } from '../../../../contract/errors.ts'
import { errorMessageKey, isApiError } from '../../../api/errors.ts'
import type { CardErrors, CardField } from './card-validation.ts'

const FIELD_OF_MSG: Record<string, CardField> = {
  bankCardExists: 'bankId',
  bankNotAvailable: 'bankId',
} satisfies Partial<Record<ErrorMsg, CardField>>
const FIELDS: readonly string[] = ['bankId', 'holderName', 'accountNo']

/** A refused save: known product errors and validation details beside their field, the rest above. */
export function cardFailure(error: unknown): { fields: CardErrors; form?: string } {
  if (!isApiError(error)) return { fields: {}, form: errorMessageKey(error) }
  const field = FIELD_OF_MSG[error.msg]
  if (field) return { fields: { [field]: { key: `errors.${error.msg}` } } }
  const fields: CardErrors = {}
  for (const [path, key] of Object.entries(error.details ?? {})) {
    if (FIELDS.includes(path)) fields[path as CardField] = { key: `validation.${key}` }
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, form: errorMessageKey(error) }
}
