import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { testUser } from '../api/fetch-stub.test-util.ts'
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
  render(<RouterProvider router={router} />)
}

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
})
