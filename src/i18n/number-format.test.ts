import { describe, expect, it } from 'vitest'
import { formatNumber, groupDigits } from './number-format.ts'

describe('formatNumber', () => {
  it.each([
    ['en', 1234567, '1,234,567'],
    ['en', 999, '999'],
    ['en', -1234, '-1,234'],
    ['pt-BR', 1234, '1.234'],
    ['pt-BR', 0, '0'],
    ['es', 1234, '1234'],
    ['es', 12345, '12.345'],
    ['es', -1234567, '-1.234.567'],
  ])('%s writes %d as %s', (locale, value, text) => {
    expect(formatNumber(value, locale)).toBe(text)
  })

  it('agrees with Intl for the hand-written locales', () => {
    for (const locale of ['en', 'pt-BR', 'es'])
      for (const value of [0, 7, 999, 1000, 9999, 10000, 123456, 1234567, -4321, -98765])
        expect(formatNumber(value, locale)).toBe(new Intl.NumberFormat(locale).format(value))
  })

  it('leaves fractions and other locales to Intl', () => {
    expect(formatNumber(1234.5, 'pt-BR')).toBe('1.234,5')
    expect(formatNumber(1234567, 'de')).toBe('1.234.567')
  })
})

it('groupDigits groups an unsigned run of digits', () => {
  expect(groupDigits('1234567', 'en')).toBe('1,234,567')
  expect(groupDigits('1234', 'es')).toBe('1234')
  expect(groupDigits('1234567', 'xx')).toBe('1234567')
})
