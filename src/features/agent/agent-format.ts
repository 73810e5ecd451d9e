const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** Epoch seconds as the locale's date and time. */
export function formatTime(seconds: number, locale: string): string {
  let fmt = dateTimes.get(locale)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
    dateTimes.set(locale, fmt)
  }
  return fmt.format(new Date(seconds * 1000))
}
