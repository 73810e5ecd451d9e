import type { ButtonHTMLAttributes, ReactNode } from 'react'
import s from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

interface StyleOptions {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
  /** The label may wrap (a full-width button's always does). */
  wrap?: boolean
}

/** Class list for anything that should look like a button (router Links, anchors). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  wrap = false,
}: StyleOptions = {}): string {
  return [s.button, s[variant], s[size], block ? s.block : '', wrap ? s.wrap : ''].filter(Boolean).join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleOptions {
  /** Busy: shows a spinner and ignores presses, but keeps focus (aria-disabled, not disabled). */
  loading?: boolean
  icon?: ReactNode
}

/**
 * `loading` and `aria-disabled` make the button ignore presses but keep it focusable: one that turned
 * `disabled` while focused (busy after Enter) would drop focus to <body>. Enter in a field submits by
 * clicking the submit button, so the ignored click also keeps a busy form from being sent twice.
 */
export function Button({
  variant,
  size,
  block,
  wrap,
  loading = false,
  icon,
  className,
  children,
  disabled,
  onClick,
  type = 'button',
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const inactive = loading || ariaDisabled === true || ariaDisabled === 'true'
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, block, wrap })} ${className ?? ''}`}
      disabled={disabled}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (inactive) e.preventDefault()
        else onClick?.(e)
      }}
      {...rest}
    >
      {loading ? <span className={s.spinner} aria-hidden="true" /> : icon}
      {wrap ? <ButtonLabel>{children}</ButtonLabel> : children}
    </button>
  )
}

/** The label of a `wrap` button or button-styled link: it may break inside a word wider than the row. */
export function ButtonLabel({ children }: { children: ReactNode }) {
  return <span className={s.label}>{children}</span>
}
