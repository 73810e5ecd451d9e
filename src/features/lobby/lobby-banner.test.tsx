import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n/index.ts'
import { LobbyBanner } from './lobby-banner.tsx'

afterEach(cleanup)

function renderBanner(adUrl: string | null, isLoggedIn = false) {
  const rootRoute = createRootRoute({
    component: () => <LobbyBanner adUrl={adUrl} bonusAmount={1_234_599} isLoggedIn={isLoggedIn} />,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(<RouterProvider router={router} />)
}

describe('LobbyBanner', () => {
  it('shows the ad image while it works', async () => {
    renderBanner('/media/banners/lobby.svg')
    const img = await screen.findByRole('img', { name: 'Lobby promotion' })
    expect(img.getAttribute('src')).toBe('/media/banners/lobby.svg')
    expect(screen.queryByTestId('lobby-banner-fallback')).toBeNull()
  })

  it('falls back to the built-in bonus banner when the image fails', async () => {
    renderBanner('/media/banners/missing.svg')
    fireEvent.error(await screen.findByRole('img', { name: 'Lobby promotion' }))
    const fallback = screen.getByTestId('lobby-banner-fallback')
    expect(fallback.textContent).toContain('12,345')
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/auth/register')
  })

  it('uses the fallback when no ad is configured, without the sign-up call to action for players', async () => {
    renderBanner(null, true)
    expect((await screen.findByTestId('lobby-banner-fallback')).textContent).toContain('Welcome bonus')
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull()
  })
})
