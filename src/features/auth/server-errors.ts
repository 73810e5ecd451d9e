import type { ErrorMsg } from '../../../contract/errors.ts'
import { errorMessageKey, isApiError } from '../../api/errors.ts'
import type { FieldError, FieldErrors } from './validation.ts'

/** Product errors that are about one field, so they are shown beside it rather than above the form. */
const FIELD_OF_MSG: Record<string, string> = {
  accountTaken: 'account',
  phoneTaken: 'phone',
  phoneNotRegistered: 'phone',
  phoneAlreadyBound: 'phone',
  smsCodeInvalid: 'code',
  smsSendLimit: 'code',
  inviteCodeInvalid: 'inviteCode',
} satisfies Partial<Record<ErrorMsg, string>>

export interface FormFailure {
  fields: FieldErrors
  /** A message for the whole form (i18n key), when the error is not about a shown field. */
  form?: string
}

/**
 * Turns a failed call into what the form shows: server validation `details` beside their fields
 * (`validation.<key>`), known product errors beside their field, anything else above the form.
 */
export function formFailure(error: unknown, shownFields: readonly string[]): FormFailure {
  if (!isApiError(error)) return { fields: {}, form: errorMessageKey(error) }
  const fields: FieldErrors = {}
  let unplaced = false
  for (const [path, key] of Object.entries(error.details ?? {})) {
    const field = path.split('.')[0] ?? path
    if (shownFields.includes(field)) fields[field] ??= { key: `validation.${key}` }
    else unplaced = true
  }
  const field = FIELD_OF_MSG[error.msg]
  if (field && shownFields.includes(field)) fields[field] = { key: `errors.${error.msg}` }
  const placed = Object.keys(fields).length > 0
  if (placed && !unplaced) return { fields }
  return { fields, form: errorMessageKey(error) }
}

export type { FieldError }
