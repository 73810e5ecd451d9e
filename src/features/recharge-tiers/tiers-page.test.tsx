import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { TiersPage } from './tiers-page.tsx'

isolateFormTests()

function renderPage({ signedIn = true } = {}) {
  if (signedIn) startSession({ token: 't', user: testUser({}) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: TiersPage }),
    history: createMemoryHistory({ initialEntries: ['/bonus/event'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const tier = (n: number, threshold: number, bonus: number, state: string) => ({
  ruleId: 7,
  tier: n,
  threshold,
  bonus,
  wagerMultiple: 5,
  state,
})
const reply = (joined: boolean, total: number, states: string[]) => ({
  joined,
  total,
  tiers: [
    tier(1, 50_000, 1_000, states[0] ?? 'next'),
    tier(2, 200_000, 5_000, states[1] ?? 'locked'),
    tier(3, 500_000, 15_000, states[2] ?? 'locked'),
  ],
})
const stateOf = (threshold: string) => screen.getByText(threshold).closest('li')?.getAttribute('data-state')

describe('Accumulated recharge page', () => {
  it('shows a spinner while loading', async () => {
    stubFetchByCall({ getRechargeTiers: [hang] })
    renderPage()
    expect(await screen.findByRole('status')).toBeTruthy()
  })

  it('offers a retry on error, and an empty state when no tier runs', async () => {
    stubFetchByCall({ getRechargeTiers: [fail(500), fail(500), ok({ joined: false, total: 0, tiers: [] })] })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No deposit milestones right now')).toBeTruthy()
  })

  it('shows the total, the distance to the next tier, each state, and joins', async () => {
    stubFetchByCall({
      getRechargeTiers: [
        ok(reply(false, 60_000, ['reached', 'next'])),
        ok(reply(true, 60_000, ['reached', 'next'])),
      ],
      joinRechargeTiers: [ok({ joined: true })],
    })
    renderPage()
    expect(await screen.findByText('R$600')).toBeTruthy()
    // 2000.00 - 600.00 to the next tier.
    expect(screen.getByText('R$1,400')).toBeTruthy()
    expect(stateOf('R$500')).toBe('reached')
    expect(stateOf('R$2,000')).toBe('next')
    expect(stateOf('R$5,000')).toBe('locked')
    expect(screen.getByText(/bet 5× the bonus with cash and it moves/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Join' }))
    expect(await screen.findByText('You have joined: every milestone you reach pays its bonus.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull()
  })

  it('shows a visitor the tiers with a log-in button that comes back', async () => {
    stubFetchByCall({ getRechargeTiers: [ok(reply(false, 0, []))] })
    renderPage({ signedIn: false })
    expect(await screen.findByText('R$10')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fbonus%2Fevent',
    )
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull()
  })
})
