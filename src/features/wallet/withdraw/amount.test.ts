import { describe, expect, it } from 'vitest'
import { checkAmount, feeFor, parseWholeUnits, withdrawRange } from './amount.ts'

const limits = { minAmount: 10_000, maxAmount: 5_000_000, withdrawable: 123_456 }

describe('parseWholeUnits', () => {
  it('turns whole units as typed into minor units', () => {
    expect(parseWholeUnits('20')).toBe(2_000)
    expect(parseWholeUnits(' 1 250 ')).toBe(125_000)
    expect(parseWholeUnits('1,250')).toBe(125_000)
    expect(parseWholeUnits('0')).toBe(0)
  })

  it('refuses fractions, signs, letters, exponents and absurd lengths', () => {
    for (const bad of ['-5', '+5', '1e3', 'abc', '12a', '', ' ', '0x10', '12345678901234']) {
      expect(parseWholeUnits(bad), bad).toBeNull()
    }
    // A decimal point reads as a grouping mark ("1.250" in pt-BR/es), never as cents.
    expect(parseWholeUnits('1.250')).toBe(125_000)
  })
})

describe('withdrawRange', () => {
  it('is min..min(max, withdrawable), rounded inward to whole units', () => {
    expect(withdrawRange(limits)).toEqual({ min: 10_000, max: 123_400 })
    expect(withdrawRange({ minAmount: 10_050, maxAmount: 20_000, withdrawable: 90_000 })).toEqual({
      min: 10_100,
      max: 20_000,
    })
  })
})

describe('checkAmount', () => {
  it('accepts an amount inside the range', () => {
    expect(checkAmount('100', limits)).toEqual({ amount: 10_000 })
    expect(checkAmount('1234', limits)).toEqual({ amount: 123_400 })
  })

  it('explains what is wrong, in display units', () => {
    expect(checkAmount('', limits).error?.key).toBe('validation.required')
    expect(checkAmount('12.5x', limits).error?.key).toBe('withdraw.amountWhole')
    expect(checkAmount('0', limits).error?.key).toBe('withdraw.amountWhole')
    expect(checkAmount('99', limits).error).toEqual({
      key: 'withdraw.amountRange',
      values: { min: 100, max: 1234 },
    })
    expect(checkAmount('1235', limits).error).toEqual({
      key: 'withdraw.amountOverBalance',
      values: { min: 100, max: 1234 },
    })
  })
})

describe('feeFor', () => {
  it('takes feeBps of the amount rounded down, at least feeMin', () => {
    expect(feeFor({ feeBps: 200, feeMin: 100 }, 100_000)).toBe(2_000)
    expect(feeFor({ feeBps: 200, feeMin: 100 }, 1_000)).toBe(100)
    expect(feeFor({ feeBps: 0, feeMin: 0 }, 1_000)).toBe(0)
    expect(feeFor({ feeBps: 150, feeMin: 0 }, 999)).toBe(14)
  })
})
