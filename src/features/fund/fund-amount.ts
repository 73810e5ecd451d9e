/**
 * Amounts as the player types them in the safe-box forms: whole units with up to two decimals, the
 * decimal mark a point or a comma ("12", "12.5", "12,50"), no grouping. The box earns interest in minor
 * units, so whatever it holds must be movable to the last cent. Returns minor units, or null.
 */
const AMOUNT = /^(\d{1,13})(?:[.,](\d{1,2}))?$/

export function parseAmount(text: string): number | null {
  const m = AMOUNT.exec(text.trim())
  if (!m) return null
  const cents = (m[2] ?? '').padEnd(2, '0')
  return Number(m[1]) * 100 + Number(cents)
}

/** Minor units as the field shows them for "All": "1234.5" -> "1234.50", with the locale's decimal mark. */
export function amountText(minor: number, locale: string | undefined): string {
  const mark = (1.5).toLocaleString(locale).includes(',') ? ',' : '.'
  const cents = minor % 100
  return cents === 0
    ? String(Math.floor(minor / 100))
    : `${Math.floor(minor / 100)}${mark}${String(cents).padStart(2, '0')}`
}

/** The daily rate as a percentage in the player's number format: 5 basis points -> "0.05%". */
export function formatRate(bps: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bps / 10_000)
}
