import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { isolateFormTests } from '../../api/app-config.test-util.ts'
import { fail, ok, stubFetch, testUser } from '../../api/fetch-stub.test-util.ts'
import { setUnauthorizedNavigator } from '../../api/logout.ts'
import { createQueryClient } from '../../api/query-client.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { testGame } from '../../api/game.test-util.ts'
import { CardLike, PlayerRows } from './lobby-extras.tsx'

const game = (id: number, name: string) => testGame(id, { name })

const games = [game(11, 'Café Fortune'), game(12, 'Moonlit Koi'), game(13, 'Rocket Ramen')]
const config = {
  appGameTypeList: [{ id: 1, name: 'Slots', icon: '', sort: 1, status: 1 }],
  appGameBrandList: [{ id: 1, name: 'Copperfox', img: '', sort: 1, status: 1 }],
  appGameList: games,
  settings: { gameResourceUrl: '/media/' },
} as unknown as AppConfig

/** The lobby's signed-in parts: the player rows and the heart over one lobby card (Moonlit Koi). */
function renderLobbyParts() {
  const client = createQueryClient()
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <PlayerRows config={config} />
        <div data-testid="lobby-card">
          <CardLike gameId={12} name="Moonlit Koi" />
        </div>
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

/** The game names a row's tiles show, in order. */
const tileNames = (row: HTMLElement) =>
  within(row)
    .getAllByRole('listitem')
    .map((tile) => games.find((g) => tile.textContent?.includes(g.name))?.name)

const afterLoginInfo = (gameLikeIds: number[], gameHistory: number[]) =>
  ok({ appGameDataUser: { gameLikeIds, gameHistory }, inviteCode: 'INV', aid: 0, activityIds: [] })

isolateFormTests()
// A returning player whose stored copy knows no favourites and no recent games.
beforeEach(() => startSession({ token: 'tok-1', user: testUser() }))

describe('the lobby for a signed-in player', () => {
  it("reads the server's favourites and recent games: hearts and rows appear without another page", async () => {
    const fetch = stubFetch(afterLoginInfo([12], [13, 11]))
    renderLobbyParts()

    const favourites = await screen.findByTestId('lobby-row-favourites')
    expect(tileNames(favourites)).toEqual(['Moonlit Koi'])
    expect(tileNames(screen.getByTestId('lobby-row-recent'))).toEqual(['Rocket Ramen', 'Café Fortune'])
    const heart = within(screen.getByTestId('lobby-card')).getByTestId('like-12')
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/app/v1/getAfterLoginInfoWeb')
    expect(getSession().extras.gameLikeIds).toEqual([12])
  })

  it('logs out on a 401 (revoked token) instead of showing the stored lists', async () => {
    const navigate = vi.fn()
    setUnauthorizedNavigator(navigate)
    stubFetch(fail(401, 401, 'unauthenticated'))
    renderLobbyParts()
    await waitFor(() => expect(getSession().isLoggedIn).toBe(false))
    setUnauthorizedNavigator(null)
    expect(navigate).toHaveBeenCalledWith({})
    expect(screen.queryByTestId('like-12')).toBeNull()
  })
})
