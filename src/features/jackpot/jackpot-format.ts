import type { TFunction } from '../../i18n/index.ts'
import type { MoneyKind } from '../../ui/money.tsx'

/** Spec 3 prize ids the jackpot pays. */
export const PRIZE_COIN = 2001
export const PRIZE_POINTS = 2002
export const POOL_IDS = [50001, 50002, 50003, 50004] as const
export const isPool = (propId: number) => propId >= 50001 && propId <= 50004

type Money = (minor: number, kind?: MoneyKind) => string

/** Mega, Major, Minor, Mini. */
export const poolName = (propId: number, t: TFunction) => t(`jackpot.pool.${propId}`)

/**
 * What a prize paid, in words: an amount, points, or a pool's name and amount. A prize id the grid may
 * carry later (a coupon, 1001-1399) is named 'Prize' rather than shown as money it is not.
 */
export function prizeText(propId: number, paid: number, money: Money, t: TFunction): string {
  if (propId === PRIZE_POINTS) return t('jackpot.points', { count: paid })
  if (isPool(propId)) return `${poolName(propId, t)} ${money(paid, 'amount')}`
  if (propId !== PRIZE_COIN) return t('rewards.prize')
  return money(paid, 'amount')
}

/** What a grid cell shows before the draw (showNum: minor units, points, or the pool). */
export function cellText(cell: { propId: number; showNum: number }, money: Money, t: TFunction): string {
  if (isPool(cell.propId)) return poolName(cell.propId, t)
  if (cell.propId === PRIZE_POINTS) return t('jackpot.points', { count: cell.showNum })
  if (cell.propId !== PRIZE_COIN) return t('rewards.prize')
  return money(cell.showNum, 'amount')
}

const dateTimes = new Map<string, Intl.DateTimeFormat>()

/** Epoch seconds as the locale's date and time. */
export function formatTime(seconds: number, locale: string): string {
  let fmt = dateTimes.get(locale)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' })
    dateTimes.set(locale, fmt)
  }
  return fmt.format(new Date(seconds * 1000))
}

/** prefers-reduced-motion, read when an animation starts. */
export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
