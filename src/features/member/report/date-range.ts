/**
 * The report's date filter. The server groups bets by UTC day, so the filter speaks UTC days too:
 * `from` and `to` are YYYY-MM-DD, both inclusive; the wire wants epoch seconds, end exclusive.
 */
export interface DayRange {
  from: string
  to: string
}

const DAY_S = 86_400
/** The contract's floor (2000-01-01): earlier dates are refused by the server. */
const MIN_S = 946_684_800

export const toDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10)

/** The last `days` days, today included. */
export function lastDays(days: number, now = Date.now()): DayRange {
  return { from: toDay(now - (days - 1) * DAY_S * 1000), to: toDay(now) }
}

const daySeconds = (day: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const ms = Date.parse(`${day}T00:00:00Z`)
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000)
}

/** The range as the calls want it; a missing or malformed end is left open. from > to is swapped. */
export function rangeToTimes(range: DayRange): { startTime?: number; endTime?: number } {
  let start = daySeconds(range.from)
  let end = daySeconds(range.to)
  if (start !== null && end !== null && start > end) [start, end] = [end, start]
  return {
    ...(start !== null ? { startTime: Math.max(MIN_S, start) } : {}),
    ...(end !== null ? { endTime: Math.max(MIN_S, end) + DAY_S } : {}),
  }
}
