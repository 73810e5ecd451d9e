import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useSearch,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hang, stubFetch, testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { walletsBack, walletsSearch } from './wallets-page.search.ts'
import { WalletsPage } from './wallets-page.tsx'

describe('walletsSearch', () => {
  it('defaults to the deposit tab and keeps back only when it is 1', () => {
    expect(walletsSearch({})).toEqual({ name: 'deposit' })
    expect(walletsSearch({ name: 'withdraw', back: 1 })).toEqual({ name: 'withdraw', back: 1 })
    expect(walletsSearch({ name: 'withdraw', back: '1' })).toEqual({ name: 'withdraw', back: 1 })
    expect(walletsSearch({ name: 'steal', back: 2 })).toEqual({ name: 'deposit' })
  })

  it('returns to the previous page only with back=1 and a page to return to', () => {
    expect(walletsBack(1, true)).toBe('history')
    expect(walletsBack(1, false)).toBe('/member')
    expect(walletsBack(undefined, true)).toBe('/member')
  })
})

/** A memory router with /, /member and /wallets, starting at `from` and then opening `to`. */
async function openWallets(from: string, to: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    ),
  })
  const page = (path: string, text: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> })
  const wallets = createRoute({
    getParentRoute: () => root,
    path: '/wallets',
    validateSearch: walletsSearch,
    component: function Wallets() {
      const { name, back } = useSearch({ strict: false }) as ReturnType<typeof walletsSearch>
      return <WalletsPage name={name} back={back} />
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page('/', 'lobby page'), page('/member', 'member page'), wallets]),
    history: createMemoryHistory({ initialEntries: [from] }),
  })
  render(<RouterProvider router={router} />)
  await router.navigate({ href: to })
  await screen.findByRole('heading', { name: 'Wallet' })
  return router
}

beforeEach(() => {
  localStorage.clear()
  clearSession()
  startSession({ token: 'tok', user: testUser() })
  stubFetch(hang)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WalletsPage back button', () => {
  it('with back=1 returns to the page the player came from', async () => {
    await openWallets('/', '/wallets?name=withdraw&back=1')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('lobby page')).toBeTruthy()
  })

  it('without back=1 goes to the account page, even with history behind it', async () => {
    await openWallets('/', '/wallets?name=withdraw')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('member page')).toBeTruthy()
  })

  it('switches tabs through the URL and keeps back=1', async () => {
    const router = await openWallets('/', '/wallets?back=1')
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }))
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ name: 'withdraw', back: 1 }))
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Withdraw' }).getAttribute('aria-selected')).toBe('true'),
    )
  })
})
