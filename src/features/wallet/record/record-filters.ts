import type { CoinDetailKind } from '../../../../contract/calls/wallet-records.ts'
import type { CoinDetailFilter } from '../api/coin-detail.ts'

export type { CoinDetailKind }

/** Preset ranges in days back from today (today included); records reach back at least a year (RTS 1B). */
export const PERIODS = ['7', '30', '90', '365', 'custom'] as const
export type Period = (typeof PERIODS)[number]

export interface RecordFilters {
  /** '' = every kind. */
  kind: CoinDetailKind | ''
  period: Period
  /** Custom range, local calendar days as 'YYYY-MM-DD' (the date input's value), both inclusive. */
  from: string
  to: string
}

export const defaultFilters = (): RecordFilters => ({ kind: '', period: '30', from: '', to: '' })

const DAY_MS = 86_400_000
const seconds = (ms: number) => Math.floor(ms / 1000)

/** Local midnight of a 'YYYY-MM-DD' date, in epoch ms; null when malformed. */
export function localMidnight(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return Number.isNaN(d.getTime()) ? null : d.getTime()
}

const startOfToday = (now: number) => {
  const d = new Date(now)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/** Whether the custom range is usable (both days given and in order). */
export function customRangeError(
  filters: RecordFilters,
): 'records.rangeRequired' | 'records.rangeOrder' | null {
  if (filters.period !== 'custom') return null
  const from = localMidnight(filters.from)
  const to = localMidnight(filters.to)
  if (from === null || to === null) return 'records.rangeRequired'
  return from > to ? 'records.rangeOrder' : null
}

/**
 * The appUserCoinDetail filter for the page's controls, in epoch seconds (start inclusive, end
 * exclusive). Presets start at local midnight N-1 days ago, so "7 days" is today and the six before.
 * null when the custom range is not usable yet.
 */
export function toCoinDetailFilter(
  filters: RecordFilters,
  now: number = Date.now(),
): CoinDetailFilter | null {
  const kind = filters.kind === '' ? {} : { kind: filters.kind }
  if (filters.period !== 'custom') {
    const days = Number(filters.period)
    return { ...kind, startTime: seconds(startOfToday(now) - (days - 1) * DAY_MS) }
  }
  if (customRangeError(filters)) return null
  const from = localMidnight(filters.from) ?? 0
  const to = localMidnight(filters.to) ?? 0
  // The day after `to`, at local midnight (a Date, not + DAY_MS: DST days are 23 or 25 hours long).
  const end = new Date(to)
  end.setDate(end.getDate() + 1)
  return { ...kind, startTime: seconds(from), endTime: seconds(end.getTime()) }
}
