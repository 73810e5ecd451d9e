import { describe, expect, it } from 'vitest'
import expected from '../../tests/fixtures/money-format.json' with { type: 'json' }
import { formatMoney, type MoneyKind } from './public/money.js'

/**
 * The game pages' money (public/money.js, Intl in the page) against the same hand-written table as the
 * app's formatter (src/ui/money.test.tsx): a balance floored, stakes and wins exact, with the currency.
 */
describe('the game pages’ formatMoney', () => {
  it.each(expected.cases.map((c) => [`${c.kind} ${c.minor} ${c.locale} ${c.currency}`, c] as const))(
    '%s',
    (_, c) => {
      expect(formatMoney(c.minor, c.locale, c.currency, c.kind as MoneyKind)).toBe(c.expected)
    },
  )

  it('floors a balance and keeps every cent of a stake or win', () => {
    expect(formatMoney(100_099, 'en', 'BRL')).toBe('R$1,000')
    expect(formatMoney(20, 'en', 'BRL', 'amount')).toBe('R$0.20')
    expect(formatMoney(-150, 'pt-BR', 'BRL', 'amount')).toBe('-R$\u00a01,50')
    expect(formatMoney(-0, 'es', 'BRL', 'amount')).toBe('0\u00a0BRL')
  })
})
