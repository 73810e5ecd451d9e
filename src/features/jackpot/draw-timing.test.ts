import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDrawController, gridWalk, type Timers, wheelPlan } from './draw-timing.ts'

// Expected values worked out by hand from spec 4 / 9: 80 ms steps until the walk has run 3 s (step 38
// lands at 3,040 ms), then +20 ms a step: step 39 takes 100 ms ... step 49 takes 300 ms (lands at 5,240),
// step 50 takes 320 ms (lands at 5,560), the first step over 300 ms.

describe('gridWalk', () => {
  it('walks one cell a step, 80 ms a step for the first 3 s, then 20 ms longer each step', () => {
    const steps = gridWalk(0)
    expect(steps.slice(0, 3)).toEqual([
      { cell: 1, at: 80, ms: 80 },
      { cell: 2, at: 160, ms: 80 },
      { cell: 3, at: 240, ms: 80 },
    ])
    expect(steps[37]).toEqual({ cell: 8, at: 3_040, ms: 80 })
    expect(steps[38]).toEqual({ cell: 9, at: 3_140, ms: 100 })
    expect(steps[39]).toEqual({ cell: 0, at: 3_260, ms: 120 })
    expect(steps[48]).toEqual({ cell: 9, at: 5_240, ms: 300 })
  })

  it('stops on the target at the first landing whose step is over 300 ms', () => {
    // Cell 0 from cell 0: step 50 (320 ms) lands on it.
    const zero = gridWalk(0)
    expect(zero).toHaveLength(50)
    expect(zero.at(-1)).toEqual({ cell: 0, at: 5_560, ms: 320 })
    // Cell 9 is passed at 5,240 ms on a 300 ms step (not over 300): the walk goes round once more.
    const nine = gridWalk(9)
    expect(nine).toHaveLength(59)
    expect(nine.at(-1)).toEqual({ cell: 9, at: 9_340, ms: 500 })
    // Index 3: 5,560 + 340 + 360 + 380.
    expect(gridWalk(3).at(-1)).toEqual({ cell: 3, at: 6_640, ms: 380 })
  })

  it('starts from the cell lit now', () => {
    const steps = gridWalk(7, 7)
    expect(steps[0]).toEqual({ cell: 8, at: 80, ms: 80 })
    expect(steps.at(-1)).toEqual({ cell: 7, at: 5_560, ms: 320 })
  })

  it('with reduced motion lands on the prize in one 300 ms step; refuses a cell off the grid', () => {
    expect(gridWalk(6, 2, true)).toEqual([{ cell: 6, at: 300, ms: 300 }])
    expect(() => gridWalk(10)).toThrow(RangeError)
    expect(() => gridWalk(-1)).toThrow(RangeError)
  })
})

describe('wheelPlan', () => {
  it('turns 1800 degrees plus the sector offset over 4-6 s and closes 2 s after', () => {
    expect(wheelPlan(50001, 0)).toEqual({ sector: 0, degrees: 1_800, ms: 4_000, closeAt: 6_000 })
    expect(wheelPlan(50002, 0.5)).toEqual({ sector: 1, degrees: 2_070, ms: 5_000, closeAt: 7_000 })
    expect(wheelPlan(50003, 0.25)).toEqual({ sector: 2, degrees: 1_980, ms: 4_500, closeAt: 6_500 })
    expect(wheelPlan(50004, 0.999_9)).toEqual({ sector: 3, degrees: 1_890, ms: 6_000, closeAt: 8_000 })
    expect(wheelPlan(50004, 0.5, true)).toEqual({ sector: 3, degrees: 90, ms: 600, closeAt: 2_600 })
    expect(() => wheelPlan(2001, 0)).toThrow(RangeError)
  })
})

describe('createDrawController (fake timers)', () => {
  const timers: Timers = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(1_000_000)
  })
  afterEach(() => vi.useRealTimers())

  const setup = () => {
    const events = { step: vi.fn(), wheel: vi.fn(), done: vi.fn() }
    const draw = createDrawController(events, { timers, random: () => 0.5 })
    return { events, draw }
  }

  it('SPIN counts only with a chance and when idle; clicks within 300 ms of the last one are ignored', () => {
    const { draw } = setup()
    expect(draw.press(false)).toBe(false)
    vi.advanceTimersByTime(300)
    expect(draw.press(true)).toBe(true)
    expect(draw.phase).toBe('drawing')
    vi.advanceTimersByTime(100)
    draw.fail()
    expect(draw.phase).toBe('idle')
    // 100 ms after the last click: a bounce, even though idle again.
    expect(draw.press(true)).toBe(false)
    vi.advanceTimersByTime(299)
    // 299 ms after the bounce: still a bounce (each click restarts the 300 ms).
    expect(draw.press(true)).toBe(false)
    vi.advanceTimersByTime(300)
    expect(draw.press(true)).toBe(true)
  })

  it('a coin prize: the highlight walks to its cell in 5,560 ms, then done; no close until then', () => {
    const { events, draw } = setup()
    expect(draw.canClose()).toBe(true)
    draw.press(true)
    expect(draw.canClose()).toBe(false)
    draw.play({ id: 1, type: 1, propId: 2001 })
    vi.advanceTimersByTime(80)
    expect(events.step).toHaveBeenLastCalledWith(1)
    vi.advanceTimersByTime(5_560 - 80 - 1)
    expect(events.step).toHaveBeenCalledTimes(49)
    expect(events.done).not.toHaveBeenCalled()
    expect(draw.canClose()).toBe(false)
    vi.advanceTimersByTime(1)
    expect(events.step).toHaveBeenCalledTimes(50)
    expect(events.step).toHaveBeenLastCalledWith(0)
    expect(events.done).toHaveBeenCalledTimes(1)
    expect(events.wheel).not.toHaveBeenCalled()
    expect(draw.canClose()).toBe(true)
  })

  it('a pool prize: walk (6,640 ms), wheel (5 s turn), done 2 s after the turn: 13,640 ms in all', () => {
    const { events, draw } = setup()
    draw.press(true)
    draw.play({ id: 4, type: 2, propId: 50004 })
    vi.advanceTimersByTime(6_640)
    expect(events.step).toHaveBeenLastCalledWith(3)
    expect(events.wheel).toHaveBeenCalledWith({ sector: 3, degrees: 1_890, ms: 5_000, closeAt: 7_000 })
    expect(draw.phase).toBe('wheel')
    expect(draw.canClose()).toBe(false)
    expect(draw.press(true)).toBe(false)
    vi.advanceTimersByTime(6_999)
    expect(events.done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(events.done).toHaveBeenCalledTimes(1)
    expect(draw.canClose()).toBe(true)
  })

  it('the next walk starts from the cell the last one stopped on', () => {
    const { events, draw } = setup()
    draw.press(true)
    draw.play({ id: 3, type: 1, propId: 2001 })
    vi.advanceTimersByTime(20_000)
    events.step.mockClear()
    draw.press(true)
    draw.play({ id: 3, type: 1, propId: 2001 })
    vi.advanceTimersByTime(80)
    // Index 2 -> 3 first.
    expect(events.step).toHaveBeenLastCalledWith(3)
  })

  it('dispose stops every timer', () => {
    const { events, draw } = setup()
    draw.press(true)
    draw.play({ id: 1, type: 1, propId: 2001 })
    vi.advanceTimersByTime(1_000)
    draw.dispose()
    vi.advanceTimersByTime(60_000)
    expect(events.step).toHaveBeenCalledTimes(12)
    expect(events.done).not.toHaveBeenCalled()
  })
})
