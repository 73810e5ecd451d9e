import { groupDigits } from '../i18n/number-format.ts'
/**
 * The one money display rule (issue 17). Money is integer minor units; it is shown two ways:
 * - `balance`, what a player holds: floor(minor / 100), no decimals (spec 3: "divided by 100 and
 *   floored"), so a player is never shown more than they have;
 * - `amount`, a movement or offer credited or charged exactly: every cent, the decimals written only
 *   when there are cents (R$ 62,50 but R$ 50).
 * Both carry the currency and follow the player's number format. The built-in game pages apply the same
 * rule with Intl (server/provider/public/money.js); both are tested against tests/fixtures/money-format.json.
 */
export type MoneyKind = 'balance' | 'amount'

/** The seeded operator currency, used until the app config says otherwise. */
export const DEFAULT_CURRENCY = 'BRL'

const NBSP = '\u00a0'

interface LocaleMoney {
  decimal: string
  /** The currency's symbol in this locale. */
  symbols: Readonly<Record<string, string>>
  /** Where the symbol goes, around the unsigned number. */
  place: (number: string, symbol: string) => string
}

/**
 * How Intl.NumberFormat(locale, { style: 'currency' }) writes the app's locales and the common
 * currencies (digits grouped by i18n/number-format.ts), written out because a page's first
 * Intl.NumberFormat loads ICU's locale data: about 25 ms of main thread on a desktop, some 100 ms on
 * a mid-range phone, which the lobby paid on every cold start. money-format.test.ts checks these against Intl; any other pair goes through Intl.
 */
const LOCALES: Readonly<Record<string, LocaleMoney>> = {
  en: {
    decimal: '.',
    symbols: { BRL: 'R$', USD: '$', EUR: '€' },
    place: (n, c) => `${c}${n}`,
  },
  'pt-BR': {
    decimal: ',',
    symbols: { BRL: 'R$', USD: 'US$', EUR: '€' },
    place: (n, c) => `${c}${NBSP}${n}`,
  },
  es: {
    decimal: ',',
    symbols: { BRL: 'BRL', USD: 'US$', EUR: '€' },
    place: (n, c) => `${n}${NBSP}${c}`,
  },
}

const formatters = new Map<string, Intl.NumberFormat>()

function intlFormat(value: number, locale: string, currency: string, fractionDigits: 0 | 2): string {
  const key = `${locale}|${currency}|${fractionDigits}`
  let fmt = formatters.get(key)
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    })
    formatters.set(key, fmt)
  }
  return fmt.format(value)
}

/** Minor units as the player reads them: see MoneyKind. `locale` is the app's resolved language. */
export function formatMoney(
  minor: number,
  locale = 'en',
  currency = DEFAULT_CURRENCY,
  kind: MoneyKind = 'balance',
): string {
  const units = Math.floor(minor)
  // `+ 0` turns -0 into 0: nothing is shown as "-R$0".
  const whole = kind === 'balance' ? Math.floor(units / 100) + 0 : Math.trunc(units / 100) + 0
  const cents = kind === 'balance' ? 0 : Math.abs(units % 100)
  const format = LOCALES[locale]
  const symbol = format?.symbols[currency]
  if (!format || !symbol || !Number.isSafeInteger(units)) {
    return kind === 'balance'
      ? intlFormat(whole, locale, currency, 0)
      : intlFormat(units / 100 + 0, locale, currency, cents === 0 ? 0 : 2)
  }
  const fraction = cents === 0 ? '' : `${format.decimal}${String(cents).padStart(2, '0')}`
  const number = `${groupDigits(String(Math.abs(whole)), locale)}${fraction}`
  return `${units < 0 && (whole !== 0 || cents !== 0) ? '-' : ''}${format.place(number, symbol)}`
}
