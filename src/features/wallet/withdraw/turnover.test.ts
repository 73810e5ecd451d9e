import { describe, expect, it } from 'vitest'
import { requirementProgress } from './turnover.ts'

describe('requirementProgress', () => {
  it('is the whole percent bet so far', () => {
    expect(requirementProgress({ done: 12_500, required: 50_000 })).toBe(25)
    expect(requirementProgress({ done: 0, required: 50_000 })).toBe(0)
  })

  it('never shows 100% while the requirement is open', () => {
    expect(requirementProgress({ done: 49_999, required: 50_000 })).toBe(99)
    expect(requirementProgress({ done: 50_000, required: 50_000 })).toBe(99)
  })
})
