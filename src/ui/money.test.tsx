import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { formatMoney, Money } from './money.tsx'

afterEach(cleanup)

describe('formatMoney', () => {
  it('divides minor units by 100 and floors', () => {
    expect(formatMoney(0)).toBe('0')
    expect(formatMoney(99)).toBe('0')
    expect(formatMoney(100)).toBe('1')
    expect(formatMoney(199)).toBe('1')
    expect(formatMoney(12_345)).toBe('123')
  })

  it('never rounds up, even one unit short of the next whole amount', () => {
    expect(formatMoney(9_999)).toBe('99')
    expect(formatMoney(100_000 - 1)).toBe('999')
  })

  it('groups digits for the locale', () => {
    expect(formatMoney(123_456_789)).toBe('1,234,567')
    expect(formatMoney(123_456_789, 'pt-BR')).toBe('1.234.567')
    expect(formatMoney(123_456_789, 'es')).toMatch(/^1.234.567$/)
  })

  it("writes the app's locales exactly as Intl.NumberFormat does", () => {
    const wholes = [0, 5, 99, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 1_234_567, 98_765_432_101]
    for (const locale of ['en', 'pt-BR', 'es']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
      for (const whole of [...wholes, ...wholes.map((w) => -w - 1)]) {
        expect(formatMoney(whole * 100 + 42, locale), `${locale} ${whole}`).toBe(intl.format(whole))
      }
    }
  })

  it('formats other locales through Intl', () => {
    expect(formatMoney(123_456_789, 'de-CH')).toBe(new Intl.NumberFormat('de-CH').format(1_234_567))
  })
})

describe('<Money>', () => {
  it('renders the floored, grouped amount', () => {
    render(<Money value={1_000_050} />)
    expect(screen.getByText('10,000')).toBeTruthy()
  })
})
