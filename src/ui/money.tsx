import { useTranslation } from '../i18n/index.ts'
import s from './money.module.css'

/**
 * How Intl.NumberFormat(locale, { maximumFractionDigits: 0 }) groups an integer in the app's locales:
 * the separator, and how many digits a number needs before it is grouped at all (es leaves 1000-9999
 * alone). Written out because a page's first Intl.NumberFormat loads ICU's locale data: about 25 ms of
 * main thread on a desktop, some 100 ms on a mid-range phone, which the lobby's bonus amount paid on
 * every cold start. money.test.tsx checks these against Intl; another locale goes through Intl.
 */
const GROUPING: Readonly<Record<string, { separator: string; minDigits: number }>> = {
  en: { separator: ',', minDigits: 4 },
  'pt-BR': { separator: '.', minDigits: 4 },
  es: { separator: '.', minDigits: 5 },
}

const formatters = new Map<string, Intl.NumberFormat>()

function intlFormat(whole: number, locale: string): string {
  let fmt = formatters.get(locale)
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    formatters.set(locale, fmt)
  }
  return fmt.format(whole)
}

/**
 * Minor units to a display string: floor(minor / 100), grouped for the locale (spec 3: "divided by
 * 100 and floored"). Flooring never shows a player more than they hold.
 */
export function formatMoney(minor: number, locale = 'en'): string {
  // `+ 0` turns -0 into 0.
  const whole = Math.floor(minor / 100) + 0
  const grouping = GROUPING[locale]
  if (!grouping || !Number.isSafeInteger(whole)) return intlFormat(whole, locale)
  const digits = String(Math.abs(whole))
  const grouped =
    digits.length < grouping.minDigits ? digits : digits.replace(/\B(?=(\d{3})+$)/g, grouping.separator)
  return whole < 0 ? `-${grouped}` : grouped
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
