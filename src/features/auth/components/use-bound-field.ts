import type { ChangeEvent } from 'react'
import type { AuthFormFields } from '../use-auth-form.ts'
import { useFieldText } from './use-field-text.ts'

/**
 * Ties a TextField to one field of an auth form: its name, value, translated error and a change
 * handler (optionally cleaning what was typed, e.g. trimming an account name).
 */
export function useBoundField<F extends string>(
  form: Pick<AuthFormFields<F>, 'values' | 'errors' | 'setValue'>,
) {
  const fieldText = useFieldText()
  return (field: F, clean: (typed: string) => string = (typed) => typed) => ({
    name: field,
    value: form.values[field],
    error: fieldText(form.errors[field]),
    onChange: (e: ChangeEvent<HTMLInputElement>) => form.setValue(field, clean(e.target.value)),
  })
}
