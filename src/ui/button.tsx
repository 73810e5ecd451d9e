import type { ButtonHTMLAttributes, ReactNode } from 'react'
import s from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

interface StyleOptions {
  variant?: ButtonVariant
  size?: ButtonSize
  block?: boolean
}

/** Class list for anything that should look like a button (router Links, anchors). */
export function buttonClass({ variant = 'primary', size = 'md', block = false }: StyleOptions = {}): string {
  return [s.button, s[variant], s[size], block ? s.block : ''].filter(Boolean).join(' ')
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleOptions {
  loading?: boolean
  icon?: ReactNode
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass({ variant, size, block })} ${className ?? ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className={s.spinner} aria-hidden="true" /> : icon}
      {children}
    </button>
  )
}
