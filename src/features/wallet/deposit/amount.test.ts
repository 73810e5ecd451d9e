import { describe, expect, it } from 'vitest'
import { checkDepositAmount, parseUnits, unitRange } from './amount.ts'

describe('deposit amounts', () => {
  it('turns typed whole units into minor units', () => {
    expect(parseUnits('50')).toBe(5_000)
    expect(parseUnits(' 1 250 ')).toBe(125_000)
    expect(parseUnits('1,250')).toBe(125_000)
    expect(parseUnits('12.5x')).toBeNull()
    expect(parseUnits('-5')).toBeNull()
    expect(parseUnits('')).toBeNull()
    expect(parseUnits('99999999999999')).toBeNull()
  })

  it('rounds the minimum up and the maximum down to whole units', () => {
    expect(unitRange({ minPrice: 150, maxAmount: 1_000_099 })).toEqual({ min: 2, max: 10_000 })
    expect(unitRange({ minPrice: 0, maxAmount: 500 })).toEqual({ min: 1, max: 5 })
  })

  it('validates against the channel limits', () => {
    const limits = { minPrice: 10_000, maxAmount: 1_000_000 }
    expect(checkDepositAmount('', limits).error?.key).toBe('validation.required')
    expect(checkDepositAmount('abc', limits).error?.key).toBe('deposit.amountWhole')
    expect(checkDepositAmount('0', limits).error?.key).toBe('deposit.amountWhole')
    expect(checkDepositAmount('99', limits).error).toEqual({ key: 'deposit.amountMin', values: { min: 100 } })
    expect(checkDepositAmount('10001', limits).error).toEqual({
      key: 'deposit.amountMax',
      values: { max: 10_000 },
    })
    expect(checkDepositAmount('100', limits)).toEqual({ amount: 10_000 })
  })
})
