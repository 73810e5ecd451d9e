import { useState } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import type { FieldError } from '../auth/index.ts'
import s from './fund.module.css'
import { type FundField, fundFailure } from './fund-errors.ts'

/** A safe-box form's field errors and its message above the form, from its own checks or a refused call. */
export function useFundErrors(passwordLength: number) {
  const { t } = useTranslation()
  const [errors, setErrors] = useState<Partial<Record<FundField, FieldError>>>({})
  const [formError, setFormError] = useState<string | undefined>()
  return {
    errors,
    formError,
    /** The form's own check: these field errors (none: `{}`), and no form message. */
    show: (fields: Partial<Record<FundField, FieldError>>) => {
      setErrors(fields)
      setFormError(undefined)
    },
    /** The player edited `field`: its error goes. */
    clear: (field: FundField) => setErrors((x) => ({ ...x, [field]: undefined })),
    /** A refused call: its message beside the field it names, or above the form (fundFailure). */
    fail: (error: unknown) => {
      const failure = fundFailure(error, passwordLength)
      setErrors(failure.fields)
      setFormError(failure.form ? t(failure.form) : undefined)
    },
  }
}

export function FundFormError({ text }: { text: string | undefined }) {
  return text ? (
    <p className={s.formError} role="alert">
      {text}
    </p>
  ) : null
}
