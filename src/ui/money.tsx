import { useCallback } from 'react'
import { useCurrency } from '../api/app-config.ts'
import { useTranslation } from '../i18n/index.ts'
import s from './money.module.css'
import { DEFAULT_CURRENCY, formatMoney, type MoneyKind } from './money-format.ts'

export type { MoneyKind } from './money-format.ts'

/**
 * Formats minor units in the player's language and the operator's currency, for texts that embed money
 * (`t('…', { amount: money(x, 'amount') })`). Kind as in money-format.ts: `balance` unless told.
 */
export function useMoney(currency?: string): (minor: number, kind?: MoneyKind) => string {
  const { i18n } = useTranslation()
  const configured = useCurrency()
  const locale = i18n.resolvedLanguage
  const code = currency ?? configured ?? DEFAULT_CURRENCY
  return useCallback((minor, kind = 'balance') => formatMoney(minor, locale, code, kind), [locale, code])
}

interface MoneyProps {
  /** Integer minor units. */
  value: number
  /** `balance` (what a player holds, floored) by default; `amount` for a movement shown exactly. */
  kind?: MoneyKind
  /** The figure's own currency when it has one (an order's); the operator's otherwise. */
  currency?: string
  className?: string
}

export function Money({ value, kind = 'balance', currency, className }: MoneyProps) {
  const money = useMoney(currency)
  return (
    <span className={`${s.money} ${className ?? ''}`} data-value={value}>
      {money(value, kind)}
    </span>
  )
}
