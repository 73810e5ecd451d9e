/** A multiplier given in hundredths (2550) as the player reads it: "×25.50" in their number format. */
export function formatMultiplier(hundredths: number, locale: string): string {
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `×${n.format(hundredths / 100)}`
}

/** A UTC day (yyyy-mm-dd) as a date in the player's language, read in UTC so it never shifts a day. */
export function formatUtcDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date)
}
