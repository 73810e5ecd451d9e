import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall } from '../../api/fetch-stub.test-util.ts'
import '../../i18n/index.ts'
import { testGame } from '../../api/game.test-util.ts'
import { HotGamesPage } from './hot-games-page.tsx'

isolateFormTests()

const game = (id: number, name: string, status = 1) => testGame(id, { name, status, img: '' })

const config = (): AppConfig => {
  const base = testConfig({ settings: { gameResourceUrl: '' } })
  return {
    ...base,
    appGameList: [game(1001, 'Copper Canyon Gold'), game(1002, 'Moonlit Koi'), game(1021, 'Emerald Owl', 0)],
    appGameTypeList: [{ id: 1, name: 'Slots', icon: '', sort: 1, status: 1 }],
    appGameBrandList: [{ id: 1, name: 'Copperfox', img: '', sort: 1, status: 1 }],
  }
}

function renderPage() {
  const client = clientWithConfig(config(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: HotGamesPage }),
    history: createMemoryHistory({ initialEntries: ['/activity/slotshack'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const section = (name: string) => screen.getByRole('region', { name })
const rows = (name: string) =>
  within(section(name))
    .queryAllByRole('link')
    .map((a) => [a.getAttribute('href'), a.textContent])

describe('Hot games page', () => {
  it('says results are random while it loads', async () => {
    stubFetchByCall({ getHotGames: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Hot games today' })).toBeTruthy()
    expect(screen.getByRole('note').textContent).toContain('past results do not predict the next one')
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the figures cannot be loaded', async () => {
    stubFetchByCall({
      getHotGames: [fail(500), fail(500), ok({ day: '2026-11-22', biggestMultipliers: [], mostPlayed: [] })],
    })
    renderPage()
    expect(await screen.findByText("We couldn't load today's hot games")).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No wins recorded yet today.')).toBeTruthy()
    expect(screen.getByText('No rounds played yet today.')).toBeTruthy()
    expect(screen.getByText('Today, November 22 (UTC)')).toBeTruthy()
  })

  it('ranks the games the lobby offers, each linking to play it; others are left out', async () => {
    stubFetchByCall({
      getHotGames: [
        ok({
          day: '2026-11-22',
          biggestMultipliers: [
            { gameId: 1002, multiplier: 3000, bet: 1_000, win: 30_000 },
            { gameId: 1021, multiplier: 2900, bet: 100, win: 2_900 },
            { gameId: 1001, multiplier: 150, bet: 100, win: 150 },
          ],
          mostPlayed: [
            { gameId: 9999, rounds: 50 },
            { gameId: 1001, rounds: 3 },
            { gameId: 1002, rounds: 1 },
          ],
        }),
      ],
    })
    renderPage()
    await screen.findByRole('region', { name: 'Biggest multipliers today' })
    expect(rows('Biggest multipliers today')).toEqual([
      ['/game/start?gameId=1002&tryIt=0', '1Moonlit KoiBet R$10, won R$300×30.00Play'],
      ['/game/start?gameId=1001&tryIt=0', '2Copper Canyon GoldBet R$1, won R$1.50×1.50Play'],
    ])
    expect(rows('Most played today')).toEqual([
      ['/game/start?gameId=1001&tryIt=0', '1Copper Canyon Gold3 roundsPlay'],
      ['/game/start?gameId=1002&tryIt=0', '2Moonlit Koi1 roundPlay'],
    ])
  })
})
