import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientWithConfig, testConfig } from '../../api/app-config.test-util.ts'
import '../../i18n/index.ts'
import { WinnersTicker } from './winners-ticker.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const winner = (nickname: string, amountSection: number) => ({
  nickname,
  propId: 2001,
  type: 1,
  amountSection,
  count: 1,
  updateTime: 1_700_000_000,
})
const WINNERS = [winner('a***e', 500), winner('b***o', 1_200)]

function renderTicker(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
  render(
    <QueryClientProvider client={clientWithConfig(testConfig())}>
      <WinnersTicker winners={WINNERS} />
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: 'LUCKY GUY' })
}

describe('<WinnersTicker>', () => {
  it('is a region named by its visible label holding the winners once, and no live region', () => {
    const region = renderTicker(false)
    const items = within(within(region).getByRole('list')).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual(['a***e won R$5', 'b***o won R$12'])
    const ticker = region.parentElement as HTMLElement
    expect(ticker.querySelector('[aria-live], [role="status"], [role="log"], [role="marquee"]')).toBeNull()
    expect(ticker.closest('[aria-live]')).toBeNull()
  })

  it('rolls until the Pause button holds it, and rolls again when pressed again (WCAG 2.2.2)', () => {
    const region = renderTicker(false)
    const track = within(region).getByRole('list')
    expect(track.hasAttribute('data-rolls')).toBe(true)
    const pause = screen.getByRole('button', { name: 'Pause the winners' })
    expect(pause.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(pause)
    expect(pause.getAttribute('aria-pressed')).toBe('true')
    expect(track.hasAttribute('data-paused')).toBe(true)
    fireEvent.click(pause)
    expect(track.hasAttribute('data-paused')).toBe(false)
  })

  it('with reduced motion stands still: the list drawn once, scrollable by keyboard, no Pause button', () => {
    const region = renderTicker(true)
    const track = within(region).getByRole('list')
    expect(track.hasAttribute('data-rolls')).toBe(false)
    expect(track.children).toHaveLength(WINNERS.length)
    expect(region.tabIndex).toBe(0)
    expect(screen.queryByRole('button', { name: 'Pause the winners' })).toBeNull()
  })
})
