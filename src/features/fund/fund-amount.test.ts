import { describe, expect, it } from 'vitest'
import { amountText, formatRate, parseAmount } from './fund-amount.ts'

describe('safe-box amounts', () => {
  it('reads whole units and up to two decimals with a point or a comma', () => {
    expect(parseAmount('12')).toBe(1200)
    expect(parseAmount(' 12.5 ')).toBe(1250)
    expect(parseAmount('12,05')).toBe(1205)
    expect(parseAmount('0,01')).toBe(1)
  })

  it('refuses negatives, three decimals, grouping, letters and the empty field', () => {
    for (const text of ['-5', '1.234', '1,000.00', '1e3', 'abc', '', '12.', '99999999999999']) {
      expect(parseAmount(text), text).toBeNull()
    }
  })

  it('writes an amount back for the field and the rate in the player format', () => {
    expect(amountText(123_450, 'en')).toBe('1234.50')
    expect(amountText(123_405, 'pt-BR')).toBe('1234,05')
    expect(amountText(900, 'es')).toBe('9')
    expect(formatRate(5, 'en')).toBe('0.05%')
    expect(formatRate(125, 'pt-BR')).toBe('1,25%')
  })
})
