import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ok, stubFetchByCall, testUser } from '../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../api/session.ts'
import '../i18n/index.ts'
import { SessionActions } from './session-actions.tsx'
import { TabBar } from './tab-bar.tsx'

afterEach(() => {
  cleanup()
  clearSession()
})

function renderShellPart(Part: () => React.ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <Part /> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const dots = (on: Record<string, boolean>) => ({
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
  ...on,
})

const Shell = () => (
  <>
    <SessionActions />
    <Outlet />
  </>
)

describe('SessionActions', () => {
  it('gives a player Deposit right after the balance chip, to the deposit tab', async () => {
    startSession({ token: 'tok', user: testUser({ coin: 123_400 }) })
    renderShellPart(Shell)
    const chip = await screen.findByRole('link', { name: /Member: Balance/ })
    const deposit = screen.getByRole('link', { name: 'Deposit' })
    expect(deposit.getAttribute('href')).toBe('/wallets?name=deposit')
    expect(chip.nextElementSibling).toBe(deposit)
    // Label in Name: what the button shows is all of its name.
    expect(deposit.textContent).toBe('Deposit')
  })

  it('gives a visitor Log in and Sign up, and no Deposit', async () => {
    renderShellPart(Shell)
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/auth/login')
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/register')
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()
  })
})

describe('TabBar', () => {
  it('has five tabs: Home, Search, Promos, Service, Member', async () => {
    renderShellPart(TabBar, '/faq')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    const tabs = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])
    expect(tabs).toEqual([
      ['Home', '/'],
      ['Search', '/game/search'],
      ['Promos', '/bonus'],
      ['Service', '/service'],
      ['Member', '/member'],
    ])
    // The FAQ belongs to the Service section.
    expect(screen.getByRole('link', { name: 'Service' }).getAttribute('aria-current')).toBe('page')
  })

  it('puts a red dot, named for screen readers, on Promos and Member when a reward waits', async () => {
    startSession({ token: 'tok', user: testUser() })
    stubFetchByCall({ getRedDots: ok(dots({ signInFlag: true })) })
    renderShellPart(TabBar, '/')
    const promos = await screen.findByRole('link', { name: /^Promos\s*New reward$/ })
    expect(promos.getAttribute('href')).toBe('/bonus')
    const member = screen.getByRole('link', { name: /^Member\s*New reward$/ })
    expect(member.getAttribute('href')).toBe('/member')
    expect(document.querySelectorAll('[data-red-dot]')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy()
  })

  it('puts no dot when nothing waits, nor for a bonus only a deposit would bring', async () => {
    startSession({ token: 'tok', user: testUser() })
    const fetch = stubFetchByCall({ getRedDots: ok(dots({ hasSignUpBonus: true })) })
    renderShellPart(TabBar, '/')
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    await screen.findByRole('link', { name: 'Promos' })
    expect(document.querySelector('[data-red-dot]')).toBeNull()
  })

  it('asks nothing for a visitor', async () => {
    const fetch = stubFetchByCall({})
    renderShellPart(TabBar, '/')
    await screen.findByRole('link', { name: 'Promos' })
    expect(fetch).not.toHaveBeenCalled()
  })
})
