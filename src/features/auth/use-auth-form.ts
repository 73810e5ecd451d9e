import { type FormEvent, useCallback, useRef, useState } from 'react'
import { formFailure } from './server-errors.ts'
import { type FieldError, type FieldErrors, hasErrors } from './validation.ts'

interface AuthFormOptions<F extends string> {
  initial: Record<F, string>
  /** The fields on screen now (forms with tabs hide some); server errors for others go above the form. */
  shown?: readonly F[]
  /** Client-side checks; nothing is sent while any field fails. */
  validate: (values: Record<F, string>) => FieldErrors<F>
  submit: (values: Record<F, string>) => Promise<unknown>
  onSuccess?: () => void
}

/**
 * Form state for the auth forms: values, per-field errors (client checks first, then the server's
 * field details), one form-level error, and a pending flag that also blocks a second submit.
 */
export function useAuthForm<F extends string>(options: AuthFormOptions<F>) {
  const { initial, shown, validate, submit, onSuccess } = options
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  // State updates are async; the ref stops a double click from sending twice in the same tick.
  const inFlight = useRef(false)

  const setValue = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  }, [])

  const setFieldError = useCallback((field: F, error: FieldError | undefined) => {
    setErrors((e) => ({ ...e, [field]: error }))
  }, [])

  const handleSubmit = async (event?: FormEvent) => {
    event?.preventDefault()
    if (inFlight.current) return
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
    const found = validate(values)
    setErrors(found)
    setFormError(undefined)
    if (hasErrors(found)) {
      focusFirstInvalid(form)
      return
    }
    inFlight.current = true
    setPending(true)
    try {
      await submit(values)
      onSuccess?.()
    } catch (error) {
      const failure = formFailure(error, shown ?? (Object.keys(values) as F[]))
      setErrors(failure.fields as FieldErrors<F>)
      setFormError(failure.form)
      focusFirstInvalid(form)
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }

  const clearErrors = useCallback(() => {
    setErrors({})
    setFormError(undefined)
  }, [])

  return { values, setValue, errors, setFieldError, clearErrors, formError, pending, handleSubmit }
}

/** What useAuthForm hands a form; field groups take the part they need for their own fields. */
export type AuthForm<F extends string> = ReturnType<typeof useAuthForm<F>>
/** The per-field state and setters, for components that render some of a form's fields. */
export type AuthFormFields<F extends string> = Pick<
  AuthForm<F>,
  'values' | 'errors' | 'setValue' | 'setFieldError'
>

/** Keyboard and screen-reader users land on the first field to fix (after React has rendered the errors). */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (!form) return
  setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0)
}
