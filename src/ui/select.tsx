import { type SelectHTMLAttributes, useId } from 'react'
import s from './field.module.css'
import { ChevronDownIcon } from './icons.tsx'

export interface SelectOption {
  value: string
  label: string
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  label: string
  /** Keep the label for screen readers only (compact toolbars). */
  hideLabel?: boolean
  options: readonly SelectOption[]
  onChange: (value: string) => void
  compact?: boolean
}

/** A native select: the platform picker is the most usable one on phones, and free of JS. */
export function Select({
  label,
  hideLabel,
  options,
  onChange,
  compact,
  id,
  className,
  ...rest
}: SelectProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className={`${s.field} ${compact ? s.compact : ''} ${className ?? ''}`}>
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : s.label}>
        {label}
      </label>
      <div className={s.control}>
        <select
          id={selectId}
          className={`${s.input} ${s.select}`}
          onChange={(e) => onChange(e.target.value)}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={s.chevron} size={16} />
      </div>
    </div>
  )
}
