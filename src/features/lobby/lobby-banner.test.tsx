import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, stubFetch, testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { LobbyBanner } from './lobby-banner.tsx'

beforeEach(() => {
  localStorage.clear()
  clearSession()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const rule = (id: number, kind: number, percentBp: number, maxBonus: number) => ({
  id,
  kind,
  name: `Rule ${id}`,
  percentBp,
  fixedAmount: 0,
  maxBonus,
  minDeposit: 0,
  rechargeTypeId: 0,
})

/** getTradeInfo as the seed serves it to a depositor: 20% first deposit up to 100, 5% every deposit up to 20. */
const tradeInfo = (rules = [rule(1, 1, 2000, 10_000), rule(2, 2, 500, 2_000)]) => ({
  appRechargeTypeMap: {},
  appRechargeTypeItemMap: {},
  appRechargeItemMap: {},
  appRechargeBonusList: rules,
  hash: 'h',
  totalRecharge: 5_000,
  firstRecharge: 5_000,
  lastRechargeTypeId: 0,
  currency: 'BRL',
})

function renderBanner(adUrl: string | null, isLoggedIn = false, bonusAmount = 1_234_599) {
  const rootRoute = createRootRoute({
    component: () => <LobbyBanner adUrl={adUrl} bonusAmount={bonusAmount} isLoggedIn={isLoggedIn} />,
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
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

  it('advertises no bonus when the rules back no amount (lobbyBonusAmount 0)', async () => {
    renderBanner(null, false, 0)
    renderBanner('/media/banners/lobby.svg', false, 0)
    await screen.findByRole('img', { name: 'Lobby promotion' })
    expect(screen.queryByTestId('lobby-banner-fallback')).toBeNull()
    expect(document.body.textContent).not.toMatch(/bonus|up to/i)
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull()
  })

  it('offers a visitor the first-deposit bonus, not a sign-up bonus', async () => {
    renderBanner(null, false, 12_000)
    const fallback = await screen.findByTestId('lobby-banner-fallback')
    expect(fallback.textContent).toContain('First-deposit bonus')
    expect(fallback.textContent).toMatch(/up to\s*\D{0,4}120(?![\d.,])/)
    expect(fallback.textContent).not.toMatch(/welcome|join today/i)
  })

  it('offers a player with no deposit the first-deposit bonus and a Deposit link, no sign-up', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    const fetch = stubFetch(ok(tradeInfo()))
    renderBanner(null, true, 12_000)
    const fallback = await screen.findByTestId('lobby-banner-fallback')
    expect(fallback.textContent).toContain('First-deposit bonus')
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/wallets?name=deposit')
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('offers a depositor the every-deposit bonus (its own cap), never the first-deposit one', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    stubFetch(ok(tradeInfo()))
    renderBanner(null, true, 12_000)
    const fallback = await screen.findByTestId('lobby-banner-fallback')
    expect(fallback.textContent).toContain('Every-deposit bonus')
    expect(fallback.textContent).toMatch(/up to\s*\D{0,4}20(?![\d.,])/)
    expect(fallback.textContent).not.toMatch(/first/i)
    expect(fallback.textContent).not.toContain('120')
  })

  it('shows a depositor no bonus card when no every-deposit bonus is active', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    const fetch = stubFetch(ok(tradeInfo([rule(1, 1, 2000, 10_000)])))
    renderBanner('/media/banners/lobby.svg', true, 12_000)
    await screen.findByRole('img', { name: 'Lobby promotion' })
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 50))
    expect(document.body.textContent).not.toMatch(/bonus|up to/i)
  })
})
