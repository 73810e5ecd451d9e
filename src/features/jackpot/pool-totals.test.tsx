import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CallReply } from '../../../contract/calls/index.ts'
import { clientWithConfig, testConfig } from '../../api/app-config.test-util.ts'
import '../../i18n/index.ts'
import { PoolTotals } from './pool-totals.tsx'

type Info = CallReply<'getJackpotDrawInfo'>

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const pool = (min: number, max: number) => ({ amount: max, section: { min, max } })
// Mega moves between R$3,767 and R$9,900; Mini has no range.
const info = {
  megaJackpot: pool(376_700, 990_000),
  majorJackpot: pool(50_000, 100_000),
  minorJackpot: pool(10_000, 20_000),
  miniJackpot: pool(500, 500),
} as Info

function renderPools(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  vi.useFakeTimers()
  render(
    <QueryClientProvider client={clientWithConfig(testConfig())}>
      <PoolTotals info={info} />
    </QueryClientProvider>,
  )
  return screen.getByRole('list', { name: 'Jackpot pools' })
}

/** What a screen reader reads of each pool (aria-hidden text left out). */
const spoken = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) =>
      [...li.querySelectorAll('span:not([aria-hidden="true"])')]
        .filter((el) => !el.closest('[aria-hidden="true"]') && el.children.length === 0)
        .map((el) => el.textContent)
        .join(' '),
    )

describe('<PoolTotals>', () => {
  it('with reduced motion shows one fixed figure per pool, the one screen readers get', () => {
    const list = renderPools(true)
    const mega = within(list).getAllByRole('listitem')[0] as HTMLElement
    const figures = () =>
      [...list.querySelectorAll('[data-pool] > span:nth-child(2)')].map((el) => el.textContent)
    expect(figures()).toEqual(['R$9,900', 'R$1,000', 'R$200', 'R$5'])
    act(() => vi.advanceTimersByTime(13_000))
    expect(figures()).toEqual(['R$9,900', 'R$1,000', 'R$200', 'R$5'])
    expect(mega.querySelector('[aria-hidden="true"]')).toBeNull()
    expect(spoken(list)).toEqual(['Mega R$9,900', 'Major R$1,000', 'Minor R$200', 'Mini R$5'])
  })

  it('a moving figure is hidden from screen readers, which get the range as "up to …"', () => {
    const list = renderPools(false)
    const mega = within(list).getAllByRole('listitem')[0] as HTMLElement
    expect(mega.querySelector('[aria-hidden="true"]')).not.toBeNull()
    expect(spoken(list)).toEqual([
      'Mega up to R$9,900',
      'Major up to R$1,000',
      'Minor up to R$200',
      'Mini R$5',
    ])
  })
})
