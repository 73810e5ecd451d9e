/**
 * The jackpot draw's timing (spec 4 "Jackpot draw", spec 9), apart from React: which cell lights when,
 * when the wheel turns and how far, when SPIN counts and when the modal may close. The server has already
 * drawn the prize; this only animates it.
 */

export const GRID_CELLS = 10
export const START_STEP_MS = 80
/** From this much walking on, every step is STEP_GROWTH_MS longer than the one before. */
export const SLOW_AFTER_MS = 3_000
export const STEP_GROWTH_MS = 20
/** The walk may stop (on the target) only on a step longer than this. */
export const STOP_ABOVE_MS = 300
export const SPIN_DEBOUNCE_MS = 300
export const WHEEL_SECTORS = 4
export const WHEEL_BASE_DEG = 1_800
export const WHEEL_MIN_MS = 4_000
export const WHEEL_MAX_MS = 6_000
/** The wheel stays on its sector this long before the amount shows. */
export const WHEEL_CLOSE_AFTER_MS = 2_000
/** prefers-reduced-motion: one step straight onto the prize, and a wheel that only fades in. */
export const REDUCED_STEP_MS = 300
export const REDUCED_WHEEL_MS = 600

/** One move of the highlight: it lands on `cell` (grid index 0-9) `at` ms after the walk starts. */
export interface Step {
  cell: number
  at: number
  /** How long this move took (the wait before landing). */
  ms: number
}

/**
 * The highlight's walk from `from` (the cell lit now) to `target`, both grid indexes 0-9: one cell per
 * step, the first step 80 ms; once 3 s have passed each step is 20 ms longer than the last; the walk ends
 * on the first landing on the target whose step took more than 300 ms.
 */
export function gridWalk(target: number, from = 0, reducedMotion = false): Step[] {
  if (!Number.isInteger(target) || target < 0 || target >= GRID_CELLS) throw new RangeError(`cell ${target}`)
  if (reducedMotion) return [{ cell: target, at: REDUCED_STEP_MS, ms: REDUCED_STEP_MS }]
  const steps: Step[] = []
  let cell = from
  let at = 0
  let ms = START_STEP_MS
  for (;;) {
    at += ms
    cell = (cell + 1) % GRID_CELLS
    steps.push({ cell, at, ms })
    if (ms > STOP_ABOVE_MS && cell === target) return steps
    if (at >= SLOW_AFTER_MS) ms += STEP_GROWTH_MS
  }
}

/** The wheel's sectors in order clockwise from the pointer: Mega, Major, Minor, Mini (prize ids 50001-50004). */
export const WHEEL_POOLS = [50001, 50002, 50003, 50004] as const

export interface WheelPlan {
  sector: number
  /** Clockwise turn, degrees: 1800 plus what brings the sector under the pointer at the top. */
  degrees: number
  ms: number
  /** When the amount shows, from the start of the turn. */
  closeAt: number
}

/** The wheel for a pool prize; `random` in [0, 1) picks the duration within 4-6 s. */
export function wheelPlan(propId: number, random: number, reducedMotion = false): WheelPlan {
  const sector = WHEEL_POOLS.indexOf(propId as (typeof WHEEL_POOLS)[number])
  if (sector < 0) throw new RangeError(`not a pool prize: ${propId}`)
  const offset = (360 - sector * (360 / WHEEL_SECTORS)) % 360
  if (reducedMotion) {
    return { sector, degrees: offset, ms: REDUCED_WHEEL_MS, closeAt: REDUCED_WHEEL_MS + WHEEL_CLOSE_AFTER_MS }
  }
  const ms = Math.round(WHEEL_MIN_MS + random * (WHEEL_MAX_MS - WHEEL_MIN_MS))
  return { sector, degrees: WHEEL_BASE_DEG + offset, ms, closeAt: ms + WHEEL_CLOSE_AFTER_MS }
}

/** The draw result as far as the animation needs it (spec 3 "Draw result"). */
export interface DrawOutcome {
  /** The cell drawn, 1-10. */
  id: number
  /** 2: a pool (amount) prize, which gets the wheel. */
  type: number
  propId: number
}

export interface Timers {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export type Phase = 'idle' | 'drawing' | 'walking' | 'wheel'

export interface DrawEvents {
  /** The highlight moved to grid index `cell`. */
  step(cell: number): void
  /** A pool prize: the wheel starts this turn. */
  wheel(plan: WheelPlan): void
  /** The animation is over: show what was won, refresh the draw info. */
  done(): void
}

/**
 * One SPIN from press to prize. `press` answers whether a click starts a draw (the player has a chance, no
 * draw is running, and it is not within 300 ms of the last click: the first click counts, the bounces
 * after it do not); the caller then asks the server and hands the result to `play`, or calls `fail`.
 */
export function createDrawController(
  events: DrawEvents,
  { timers = realTimers, reducedMotion = false, random = Math.random } = {},
) {
  let phase: Phase = 'idle'
  let lastPress = Number.NEGATIVE_INFINITY
  let lit = 0
  const pending = new Set<unknown>()

  const later = (fn: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle)
      fn()
    }, ms)
    pending.add(handle)
  }
  const finish = () => {
    phase = 'idle'
    events.done()
  }

  return {
    get phase(): Phase {
      return phase
    },
    get spinning(): boolean {
      return phase !== 'idle'
    },
    /** Spec 4: the modal cannot be closed while spinning. */
    canClose: (): boolean => phase === 'idle',
    press(canReceiveDrawChance: boolean): boolean {
      const now = timers.now()
      const bounce = now - lastPress < SPIN_DEBOUNCE_MS
      lastPress = now
      if (bounce || phase !== 'idle' || !canReceiveDrawChance) return false
      phase = 'drawing'
      return true
    },
    play(outcome: DrawOutcome): void {
      if (phase !== 'drawing') return
      phase = 'walking'
      const steps = gridWalk(outcome.id - 1, lit, reducedMotion)
      for (const step of steps) {
        later(() => {
          lit = step.cell
          events.step(step.cell)
        }, step.at)
      }
      const walkEnd = steps[steps.length - 1]?.at ?? 0
      later(() => {
        if (outcome.type !== 2) return finish()
        phase = 'wheel'
        const plan = wheelPlan(outcome.propId, random(), reducedMotion)
        events.wheel(plan)
        later(finish, plan.closeAt)
      }, walkEnd)
    },
    /** The server refused or could not be reached: back to idle, nothing animated. */
    fail(): void {
      if (phase === 'drawing') phase = 'idle'
    },
    /** Unmount: stop every timer (the prize is paid already; the record and balance show it). */
    dispose(): void {
      for (const handle of pending) timers.clearTimeout(handle)
      pending.clear()
      phase = 'idle'
    },
  }
}

export type DrawController = ReturnType<typeof createDrawController>
