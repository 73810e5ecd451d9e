import type { WheelTurn } from '../../ui/prize-wheel.tsx'

/**
 * Where the wheel stops (spec 9: 1800 degrees plus an offset, over 4 to 6 s). Sector ids run clockwise from
 * the pointer at the top, each centred on (id - 1) × 360 / count degrees; the server has already drawn the
 * sector, the wheel only shows it.
 */
export const TURN_DEGREES = 1800
export const MIN_MS = 4000
export const MAX_MS = 6000

/** The wheel's absolute rotation at the end (always more than `from`); ms 0 with reduced motion. */
export type SpinPlan = WheelTurn

/** `from`: the wheel's current rotation; `random` in [0, 1) picks the duration. */
export function spinPlan(
  sectorId: number,
  count: number,
  from: number,
  random: number,
  reducedMotion = false,
): SpinPlan {
  const segment = 360 / count
  const target = (360 - (((sectorId - 1) * segment) % 360)) % 360
  const base = Math.ceil(from / 360) * 360
  if (reducedMotion) return { degrees: base + target, ms: 0 }
  return { degrees: base + TURN_DEGREES + target, ms: Math.round(MIN_MS + random * (MAX_MS - MIN_MS)) }
}
