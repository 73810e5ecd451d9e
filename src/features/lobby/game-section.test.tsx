import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n/index.ts'
import { testGame } from '../../api/game.test-util.ts'
import { GameSection } from './game-section.tsx'

afterEach(cleanup)

const game = (id: number) => testGame(id, { gameType: 3, img: '' })

describe('GameSection', () => {
  it("has a 'See all' link to the search page filtered by its type, beside the type's count", async () => {
    const section = {
      type: { id: 3, name: 'Table', icon: '', sort: 1, status: 1 },
      games: [1, 2, 3, 4, 5].map(game),
    }
    const rootRoute = createRootRoute({
      component: () => (
        <GameSection
          section={section}
          show={{ mainPageNum: 2, allNum: 3 }}
          brandNames={new Map()}
          resourceBase="/media/"
          isLoggedIn={false}
        />
      ),
    })
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    render(<RouterProvider router={router} />)
    const link = await screen.findByRole('link', { name: 'See all Table' })
    expect(link.getAttribute('href')).toBe('/game/search?typeId=3')
    expect(screen.getByRole('heading', { name: 'Table' }).parentElement?.textContent).toContain('5')
    // The section itself shows only the home slice.
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
  })
})
