import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { activeBonusTab, BonusTabs } from './bonus-tabs.tsx'

async function renderAt(path: string) {
  const router = createRouter({
    routeTree: createRootRoute({ component: BonusTabs }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return screen.findByRole('navigation', { name: 'Promotion sections' })
}

afterEach(() => {
  cleanup()
  clearSession()
})

const NONE = {
  spinAwardFlag: false,
  taskAwardFlag: false,
  agent5AwardFlag: false,
  vipAwardFlag: false,
  signInFlag: false,
  emailAwardFlag: false,
  canReceiveDrawChance: false,
  hasTask: false,
  hasMail: false,
  hasSignUpBonus: false,
  hasFund: false,
  hasAgent: false,
  hasFreeBonus: false,
  hasFeedbackReply: false,
}

describe('/bonus tabs', () => {
  it('the tab of a path: exact, under it, or the first', () => {
    expect(activeBonusTab('/bonus')?.href).toBe('/bonus')
    expect(activeBonusTab('/bonus/')?.href).toBe('/bonus')
    expect(activeBonusTab('/bonus/tasks')?.href).toBe('/bonus/tasks')
    expect(activeBonusTab('/bonus/rebate')?.href).toBe('/bonus/rebate')
    expect(activeBonusTab('/bonus/reward')?.href).toBe('/bonus/reward')
    expect(activeBonusTab('/bonus/record')?.href).toBe('/bonus/record')
    expect(activeBonusTab('/bonus/unknown')?.href).toBe('/bonus')
  })

  it('a labelled nav of links, only the current one marked aria-current=page', async () => {
    const nav = await renderAt('/bonus/tasks?group=1')
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')])
    expect(links).toEqual([
      ['Promotions', null],
      ['Rewards', null],
      ['Tasks', 'page'],
      ['Milestones', null],
      ['VIP', null],
      ['Rebate', null],
      ['History', null],
    ])
  })

  it("a red dot, named 'New reward', on each tab where a reward waits", async () => {
    startSession({ token: 't', user: testUser() })
    stubFetchByCall({ getRedDots: ok({ ...NONE, hasTask: true, hasFreeBonus: true }) })
    const nav = await renderAt('/bonus')
    await within(nav).findByRole('link', { name: /^Tasks\s*New reward$/ })
    expect(within(nav).getByRole('link', { name: /^Rebate\s*New reward$/ })).toBeTruthy()
    // The Rewards tab lists every claimable reward: the rebate lights it; hasTask alone (no task ready) does not.
    expect(within(nav).getByRole('link', { name: /^Rewards\s*New reward$/ })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'VIP' })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'History' })).toBeTruthy()
    expect(nav.querySelectorAll('[data-red-dot]')).toHaveLength(3)
  })
})
