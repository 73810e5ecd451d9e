import { type SelectHTMLAttributes, useId } from 'react'
import s from './field.module.css'
import { ChevronDownIcon } from './icons.tsx'

export interface SelectOption {
  value: string
  label: string
  /** The label's language when it differs from the page's (a language named in itself). */
  lang?: string
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string
  /** Keep the label for screen readers only (compact toolbars). */
  hideLabel?: boolean
  options: readonly SelectOption[]
  onChange: (value: string) => void
  compact?: boolean
  /** Already-translated message; sets aria-invalid and is announced through aria-describedby. */
  error?: string | null
}

/** A native select: the platform picker is the most usable one on phones, and free of JS. */
export function Select({
  label,
  hideLabel,
  options,
  onChange,
  compact,
  error,
  id,
  className,
  ...rest
}: SelectProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const errorId = `${selectId}-error`
  return (
    <div className={`${s.field} ${compact ? s.compact : ''} ${className ?? ''}`}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : s.label}>
        {label}
      </label>
      <div className={`${s.control} ${error ? s.invalid : ''}`}>
        <select
          id={selectId}
          className={`${s.input} ${s.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={s.chevron} size={16} />
      </div>
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
