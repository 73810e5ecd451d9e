import { describe, expect, it } from 'vitest'
import { turnoverView } from './turnover.ts'

const base = {
  percent: 100,
  deposits: 50_000,
  bonuses: 0,
  required: 50_000,
  done: 0,
  left: 50_000,
  met: false,
}

describe('turnoverView', () => {
  it('shows what was bet, what is required and what is left', () => {
    expect(turnoverView({ ...base, done: 12_500, left: 37_500 })).toEqual({
      state: 'open',
      progress: 25,
      done: 12_500,
      required: 50_000,
      left: 37_500,
    })
  })

  it('never shows 100% before the server says the requirement is met', () => {
    expect(turnoverView({ ...base, done: 49_999, left: 1 }).progress).toBe(99)
    expect(turnoverView({ ...base, done: 60_000, left: 0, met: true })).toMatchObject({
      state: 'met',
      progress: 100,
      left: 0,
    })
  })

  it('has nothing to show as progress without a requirement', () => {
    expect(turnoverView({ ...base, deposits: 0, required: 0, left: 0, met: true }).state).toBe('none')
  })
})
