import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import s from './field.module.css'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  /** Already-translated message; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null
  hint?: string
  /** Content inside the field's right edge (e.g. the password eye, a send-code button). */
  trailing?: ReactNode
  leading?: ReactNode
}

export function TextField({ label, error, hint, trailing, leading, id, className, ...rest }: TextFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${s.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={s.label}>
        {label}
      </label>
      <div className={`${s.control} ${error ? s.invalid : ''}`}>
        {leading ? <span className={s.leading}>{leading}</span> : null}
        <input
          id={inputId}
          className={s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {trailing ? <span className={s.trailing}>{trailing}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
