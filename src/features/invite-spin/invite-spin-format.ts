import type { z } from 'zod'
import type { inviteSpinSector } from '../../../contract/calls/invite-spin.ts'

export type InviteSpinSector = z.infer<typeof inviteSpinSector>

/** A sector's chance as a percentage with up to two decimals (weights are the published table). */
export function chancePercent(weight: number, totalWeight: number, locale: string): string {
  if (totalWeight <= 0) return '0%'
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    weight / totalWeight,
  )
}

/** What one spin adds on average, in minor units (floored): sum(amount × weight) / total weight. */
export function expectedPerSpin(sectors: readonly InviteSpinSector[]): number {
  const total = sectors.reduce((s, x) => s + x.weight, 0)
  if (total <= 0) return 0
  return Math.floor(sectors.reduce((s, x) => s + x.amount * x.weight, 0) / total)
}

/** Spins it takes on average to cover what is left to the target (0 once reached). */
export function spinsToTarget(left: number, perSpin: number): number {
  if (left <= 0) return 0
  return perSpin > 0 ? Math.ceil(left / perSpin) : 0
}

/** prefers-reduced-motion, read when a spin starts. */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

export function formatTime(seconds: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(seconds * 1000),
  )
}
