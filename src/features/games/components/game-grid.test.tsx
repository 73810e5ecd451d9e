import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { expect, it } from 'vitest'
import { createQueryClient } from '../../../api/query-client.ts'
import '../../../i18n/index.ts'
import { testGame } from '../../../api/game.test-util.ts'
import { GameGrid } from './game-grid.tsx'

const game = (id: number) => testGame(id, { tryIt: false })

const games = Array.from({ length: 30 }, (_, i) => game(i + 1))

/** Records how many tiles the first commit put in the page (its layout effect runs in that commit). */
let firstCommitTiles = -1
function FirstCommitProbe() {
  useLayoutEffect(() => {
    firstCommitTiles = document.querySelectorAll('li').length
  }, [])
  return null
}

function renderGrid() {
  const client = createQueryClient()
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <GameGrid games={games} brandNames={new Map([[1, 'Copperfox']])} resourceBase="/media/" />
        <FirstCommitProbe />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

it('draws the first 12 tiles in the first render and every tile in the next', async () => {
  renderGrid()
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30))
  expect(firstCommitTiles).toBe(12)
  expect(screen.getAllByRole('listitem')[29]?.textContent).toContain('Game 30')
})

it('fetches the first three arts at once at high priority, the rest lazily', async () => {
  renderGrid()
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(30))
  const images = document.querySelectorAll('img')
  expect([...images].slice(0, 4).map((img) => img.getAttribute('fetchpriority'))).toEqual([
    'high',
    'high',
    'high',
    'auto',
  ])
  expect([...images].slice(0, 4).map((img) => img.getAttribute('loading'))).toEqual([
    'eager',
    'eager',
    'eager',
    'lazy',
  ])
})
