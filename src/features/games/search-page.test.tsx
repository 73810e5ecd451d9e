import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import '../../i18n/index.ts'
import { testGame } from '../../api/game.test-util.ts'
import { SearchPage } from './search-page.tsx'

isolateFormTests()

const game = (id: number, name: string) => testGame(id, { name, img: '' })

const config = (): AppConfig => ({
  ...testConfig({ settings: { gameResourceUrl: '' } }),
  appGameList: [
    game(1, 'Lucky Roulette'),
    game(2, 'Roulette Royale'),
    game(3, 'Moonlit Koi'),
    game(4, 'Copper Canyon Gold'),
  ],
  appGameTypeList: [{ id: 1, name: 'Slots', icon: '', sort: 1, status: 1 }],
  appGameBrandList: [{ id: 1, name: 'Copperfox', img: '', sort: 1, status: 1 }],
})

function renderPage() {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <SearchPage params={{}} /> }),
    history: createMemoryHistory({ initialEntries: ['/game/search'] }),
  })
  render(
    <QueryClientProvider client={clientWithConfig(config())}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))

describe('Search page', () => {
  it('announces the result count once typing pauses, not on every key', async () => {
    renderPage()
    const status = await screen.findByRole('status')
    expect(status.textContent).toBe('4 games')
    const said: string[] = []
    const watch = new MutationObserver(() => said.push(status.textContent ?? ''))
    watch.observe(status, { subtree: true, childList: true, characterData: true })

    const name = screen.getByRole('searchbox', { name: 'Game name' })
    for (const text of ['r', 'ro', 'rou', 'roul', 'roulette']) {
      fireEvent.change(name, { target: { value: text } })
      await sleep(50)
    }
    // The grid follows each key at once; the live region has not spoken yet.
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(status.textContent).toBe('4 games')
    await sleep(600)
    expect(status.textContent).toBe('2 games')
    watch.disconnect()
    expect(said.filter((text, i) => text !== said[i - 1])).toEqual(['2 games'])
  })
})
