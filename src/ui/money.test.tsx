import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import expected from '../../tests/fixtures/money-format.json' with { type: 'json' }
import { appConfigQueryOptions } from '../api/app-config.ts'
import '../i18n/index.ts'
import { Money } from './money.tsx'
import { formatMoney, type MoneyKind } from './money-format.ts'

afterEach(cleanup)

const NBSP = '\u00a0'

describe('formatMoney: a balance is floored to whole units', () => {
  it('divides minor units by 100 and floors, never rounding up', () => {
    expect(formatMoney(0)).toBe('R$0')
    expect(formatMoney(99)).toBe('R$0')
    expect(formatMoney(199)).toBe('R$1')
    expect(formatMoney(6_250)).toBe('R$62')
    expect(formatMoney(9_999)).toBe('R$99')
    expect(formatMoney(100_000 - 1)).toBe('R$999')
  })

  it('writes each of the app locales with the currency and its grouping', () => {
    expect(formatMoney(6_250, 'en', 'BRL', 'balance')).toBe('R$62')
    expect(formatMoney(6_250, 'pt-BR', 'BRL', 'balance')).toBe(`R$${NBSP}62`)
    expect(formatMoney(6_250, 'es', 'BRL', 'balance')).toBe(`62${NBSP}BRL`)
    expect(formatMoney(123_456_789, 'en')).toBe('R$1,234,567')
    expect(formatMoney(123_456_789, 'pt-BR')).toBe(`R$${NBSP}1.234.567`)
    expect(formatMoney(123_456_789, 'es')).toBe(`1.234.567${NBSP}BRL`)
    // es groups only from five digits.
    expect(formatMoney(123_400, 'es')).toBe(`1234${NBSP}BRL`)
    expect(formatMoney(1_234_500, 'es')).toBe(`12.345${NBSP}BRL`)
  })

  it('puts the minus first', () => {
    expect(formatMoney(-1_000, 'en')).toBe('-R$10')
    expect(formatMoney(-1_000, 'pt-BR')).toBe(`-R$${NBSP}10`)
    expect(formatMoney(-1_000, 'es')).toBe(`-10${NBSP}BRL`)
  })
})

describe('formatMoney: an amount is exact', () => {
  it('shows the cents only when there are some', () => {
    expect(formatMoney(6_250, 'en', 'BRL', 'amount')).toBe('R$62.50')
    expect(formatMoney(5_000, 'en', 'BRL', 'amount')).toBe('R$50')
    expect(formatMoney(5, 'en', 'BRL', 'amount')).toBe('R$0.05')
    expect(formatMoney(0, 'en', 'BRL', 'amount')).toBe('R$0')
    expect(formatMoney(6_250, 'pt-BR', 'BRL', 'amount')).toBe(`R$${NBSP}62,50`)
    expect(formatMoney(5_000, 'pt-BR', 'BRL', 'amount')).toBe(`R$${NBSP}50`)
    expect(formatMoney(6_250, 'es', 'BRL', 'amount')).toBe(`62,50${NBSP}BRL`)
    expect(formatMoney(5_000, 'es', 'BRL', 'amount')).toBe(`50${NBSP}BRL`)
  })

  it('keeps the minus and groups the whole part', () => {
    expect(formatMoney(-1_000, 'en', 'BRL', 'amount')).toBe('-R$10')
    expect(formatMoney(-1_050, 'en', 'BRL', 'amount')).toBe('-R$10.50')
    expect(formatMoney(-50, 'pt-BR', 'BRL', 'amount')).toBe(`-R$${NBSP}0,50`)
    expect(formatMoney(123_456_789, 'en', 'BRL', 'amount')).toBe('R$1,234,567.89')
    expect(formatMoney(123_456_789, 'pt-BR', 'BRL', 'amount')).toBe(`R$${NBSP}1.234.567,89`)
    expect(formatMoney(123_456_789, 'es', 'BRL', 'amount')).toBe(`1.234.567,89${NBSP}BRL`)
  })
})

describe('formatMoney: the shared table (tests/fixtures/money-format.json, also the game pages’)', () => {
  it.each(expected.cases.map((c) => [`${c.kind} ${c.minor} ${c.locale} ${c.currency}`, c] as const))(
    '%s',
    (_, c) => {
      expect(formatMoney(c.minor, c.locale, c.currency, c.kind as MoneyKind)).toBe(c.expected)
    },
  )
})

describe('formatMoney: written out as Intl.NumberFormat writes it', () => {
  const wholes = [0, 5, 99, 999, 1_000, 9_999, 10_000, 99_999, 100_000, 1_234_567, 98_765_432_101]
  const currencies = ['BRL', 'USD', 'EUR']

  it('balances: the app locales, BRL, USD and EUR, without decimals', () => {
    for (const locale of ['en', 'pt-BR', 'es']) {
      for (const currency of currencies) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          minimumFractionDigits: 0,
          maximumFractionDigits: 0,
        })
        for (const whole of [...wholes, ...wholes.map((w) => -w - 1)]) {
          expect(formatMoney(whole * 100 + 42, locale, currency), `${locale} ${currency} ${whole}`).toBe(
            intl.format(whole),
          )
        }
      }
    }
  })

  it('amounts: with two decimals when there are cents, none otherwise', () => {
    for (const locale of ['en', 'pt-BR', 'es']) {
      for (const currency of currencies) {
        const format = (digits: number) =>
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
          })
        for (const whole of wholes) {
          for (const cents of [0, 1, 42, 99]) {
            for (const sign of [1, -1]) {
              const minor = sign * (whole * 100 + cents)
              const want = format(cents === 0 ? 0 : 2).format(minor / 100 + 0)
              expect(formatMoney(minor, locale, currency, 'amount'), `${locale} ${currency} ${minor}`).toBe(
                want,
              )
            }
          }
        }
      }
    }
  })

  it('formats other locales and currencies through Intl', () => {
    expect(formatMoney(123_456_789, 'de-CH', 'CHF', 'amount')).toBe(
      new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1_234_567.89),
    )
    expect(formatMoney(6_250, 'en', 'GBP')).toBe('£62')
  })
})

describe('<Money>', () => {
  it('renders a balance by default, in the fallback currency before the config is there', () => {
    render(<Money value={1_000_050} />)
    expect(screen.getByText('R$10,000')).toBeTruthy()
  })

  it('renders an amount exactly, in the currency of the app config', () => {
    const client = new QueryClient()
    client.setQueryData(appConfigQueryOptions('en').queryKey, { settings: { currency: 'USD' } } as never)
    render(
      <QueryClientProvider client={client}>
        <Money value={6_250} kind="amount" />
        <Money value={6_250} />
        <Money value={1_250} kind="amount" currency="EUR" />
      </QueryClientProvider>,
    )
    expect(screen.getByText('$62.50')).toBeTruthy()
    expect(screen.getByText('$62')).toBeTruthy()
    expect(screen.getByText('€12.50')).toBeTruthy()
  })
})
