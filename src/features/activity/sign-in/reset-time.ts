/** The next 00:00 UTC (epoch seconds) as the player's local time of day, e.g. 21:00 in São Paulo. */
export function localResetTime(epochSeconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    new Date(epochSeconds * 1000),
  )
}
