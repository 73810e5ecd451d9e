import { useTranslation } from '../../../i18n/index.ts'
import type { FieldError } from '../validation.ts'

/** Translates a field error (its key plus min/max values) for a TextField's `error` prop. */
export function useFieldText() {
  const { t } = useTranslation()
  return (error: FieldError | undefined): string | undefined =>
    error ? t(error.key, error.values) : undefined
}
