import { describe, expect, it } from 'vitest'
import { spinPlan } from './wheel-plan.ts'

describe('spinPlan', () => {
  it('turns five full turns and brings the sector under the pointer (8 sectors of 45 degrees)', () => {
    expect(spinPlan(1, 8, 0, 0)).toEqual({ degrees: 1800, ms: 4000 })
    expect(spinPlan(3, 8, 0, 0.5)).toEqual({ degrees: 1800 + 270, ms: 5000 })
    expect(spinPlan(8, 8, 0, 0.999)).toEqual({ degrees: 1800 + 45, ms: 5998 })
  })

  it('starts from the next whole turn after the last stop, so it always turns forward', () => {
    expect(spinPlan(2, 8, 2070, 0)).toEqual({ degrees: 2160 + 1800 + 315, ms: 4000 })
  })

  it('jumps straight to the sector with reduced motion', () => {
    expect(spinPlan(5, 8, 0, 0.3, true)).toEqual({ degrees: 180, ms: 0 })
  })
})
