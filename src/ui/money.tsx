import { useTranslation } from '../i18n/index.ts'
import s from './money.module.css'

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Minor units to a display string: floor(minor / 100), grouped for the locale (spec 3: "divided by
 * 100 and floored"). Flooring never shows a player more than they hold.
 */
export function formatMoney(minor: number, locale = 'en'): string {
  let fmt = formatters.get(locale)
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    formatters.set(locale, fmt)
  }
  return fmt.format(Math.floor(minor / 100))
}

interface MoneyProps {
  /** Integer minor units. */
  value: number
  className?: string
}

export function Money({ value, className }: MoneyProps) {
  const { i18n } = useTranslation()
  return (
    <span className={`${s.money} ${className ?? ''}`} data-value={value}>
      {formatMoney(value, i18n.resolvedLanguage)}
    </span>
  )
}
