/**
 * Integers in the player's number format without Intl on the cold path: a page's first
 * Intl.NumberFormat loads ICU's locale data, about 15-25 ms of main thread on a desktop (some 100 ms on
 * a mid-range phone), which `/game/search` paid for its "63 games" and the lobby for its amounts.
 * number-format.test.ts checks these against Intl; another locale, or a number that is not a safe
 * integer, goes through Intl.
 */
const GROUPING: Readonly<Record<string, { separator: string; minDigits: number }>> = {
  en: { separator: ',', minDigits: 4 },
  'pt-BR': { separator: '.', minDigits: 4 },
  // es leaves 1000-9999 ungrouped.
  es: { separator: '.', minDigits: 5 },
}

/** Whether `groupDigits` knows the locale (else the caller uses Intl). */
export const groupsByHand = (locale: string): boolean => Object.hasOwn(GROUPING, locale)

/** An unsigned run of digits grouped by thousands as `locale` writes it (en, pt-BR, es). */
export function groupDigits(digits: string, locale: string): string {
  const grouping = GROUPING[locale]
  if (!grouping || digits.length < grouping.minDigits) return digits
  return digits.replace(/\B(?=(\d{3})+$)/g, grouping.separator)
}

const formatters = new Map<string, Intl.NumberFormat>()

/** A number as `locale` writes it: by hand for integers in en, pt-BR and es, else through Intl. */
export function formatNumber(value: number, locale: string): string {
  if (groupsByHand(locale) && Number.isSafeInteger(value)) {
    const digits = groupDigits(String(Math.abs(value)), locale)
    return value < 0 ? `-${digits}` : digits
  }
  let fmt = formatters.get(locale)
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale)
    formatters.set(locale, fmt)
  }
  return fmt.format(value)
}
