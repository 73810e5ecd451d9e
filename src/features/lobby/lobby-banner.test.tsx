import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n/index.ts'
import { LobbyBanner } from './lobby-banner.tsx'

afterEach(cleanup)

function renderBanner(adUrl: string | null, isLoggedIn = false, bonusAmount = 1_234_599) {
  const rootRoute = createRootRoute({
    component: () => <LobbyBanner adUrl={adUrl} bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} />,
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
    expect((await screen.findByTestId('lobby-banner-fallback')).textContent).toContain('First-deposit bonus')
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull()
  })

  it('advertises no bonus when the rules back no amount (lobbyBonusAmount 0)', async () => {
    renderBanner(null, false, 0)
    renderBanner('/media/banners/lobby.svg', false, 0)
    await screen.findByRole('img', { name: 'Lobby promotion' })
    expect(screen.queryByTestId('lobby-banner-fallback')).toBeNull()
    expect(document.body.textContent).not.toMatch(/bonus|up to/i)
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull()
  })

  it('offers the first-deposit bonus, not a sign-up bonus', async () => {
    renderBanner(null, false, 12_000)
    const fallback = await screen.findByTestId('lobby-banner-fallback')
    expect(fallback.textContent).toContain('First-deposit bonus')
    expect(fallback.textContent).toMatch(/up to\s*120(?![\d.,])/)
    expect(fallback.textContent).not.toMatch(/welcome|join today/i)
  })
})
