import { describe, expect, it } from 'vitest'
import { formatMultiplier, formatUtcDay } from './hot-games-format.ts'

describe('hot games format', () => {
  it('shows hundredths as a multiplier with two decimals in the locale', () => {
    expect(formatMultiplier(2550, 'en')).toBe('×25.50')
    expect(formatMultiplier(100, 'pt-BR')).toBe('×1,00')
    expect(formatMultiplier(123456, 'es')).toBe('×1234,56')
  })

  it('reads the day in UTC', () => {
    expect(formatUtcDay('2026-11-22', 'en')).toBe('November 22')
    expect(formatUtcDay('2026-11-22', 'pt-BR')).toBe('22 de novembro')
    expect(formatUtcDay('not a day', 'en')).toBe('not a day')
  })
})
