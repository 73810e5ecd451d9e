import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../i18n/index.ts'
import { SessionActions } from '../ui/session-actions.tsx'
import { fail, ok, sentHeaders, stubFetch, testUser } from './fetch-stub.test-util.ts'
import { setUnauthorizedNavigator } from './logout.ts'
import { createQueryClient } from './query-client.ts'
import { clearSession, getSession, startSession } from './session.ts'
import { SESSION_REFRESH_MS, SessionRefresh } from './session-refresh.ts'
import { StorageKey } from './storage-keys.ts'

/** The app's shell in small: the refresher beside the header's session corner, as main.tsx mounts it. */
function renderApp() {
  const client = createQueryClient()
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <SessionRefresh />
        <SessionActions />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

/** The amount the header's balance chip shows, in minor units (null when there is no chip). */
const shownBalance = () => screen.queryByRole('link', { name: /Balance/ })?.querySelector('[data-value]')

const calls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([url]) => String(url))

const showTab = () =>
  act(() => {
    window.dispatchEvent(new Event('visibilitychange'))
  })

const navigate = vi.fn()

beforeEach(() => {
  localStorage.clear()
  clearSession()
  navigate.mockReset()
  setUnauthorizedNavigator(navigate)
  // A returning player: token and user (balance 0.00) as the last visit stored them.
  startSession({ token: 'tok-1', user: testUser({ coin: 0 }) })
})
afterEach(() => {
  cleanup()
  setUnauthorizedNavigator(null)
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('on start with a stored session', () => {
  it("asks the server for the user and the header shows the server's balance", async () => {
    let answer: () => void = () => undefined
    const replied = new Promise<void>((resolve) => (answer = resolve))
    const fetch = stubFetch(async (...args) => {
      await replied
      return ok(testUser({ coin: 1_200 }))(...args)
    })
    renderApp()
    // The stored balance paints first, before any reply.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(shownBalance()?.getAttribute('data-value')).toBe('0')
    answer()
    await waitFor(() => expect(shownBalance()?.getAttribute('data-value')).toBe('1200'))
    expect(shownBalance()?.textContent).toContain('12')
    expect(calls(fetch)).toEqual(['/app/v1/getUserInfo'])
    expect(sentHeaders(fetch).authorization).toBe('Bearer tok-1')
    expect(getSession().user?.coin).toBe(1_200)
  })

  it('logs out through the one 401 path when the token was revoked', async () => {
    stubFetch(fail(401, 401, 'unauthenticated'))
    renderApp()
    await waitFor(() => expect(getSession().isLoggedIn).toBe(false))
    expect(localStorage.getItem(StorageKey.token)).toBeNull()
    expect(localStorage.getItem(StorageKey.user)).toBeNull()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith({})
    // The header is the visitor's again: no stale balance.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy())
    expect(shownBalance()).toBeUndefined()
  })

  it('keeps the stored user when the network fails (no 401, no logout)', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    renderApp()
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    // Let the query give up (its one retry included) before checking nothing was lost.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_200)))
    expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'tok-1', user: { id: 7, coin: 0 } })
    expect(navigate).not.toHaveBeenCalled()
    expect(shownBalance()?.getAttribute('data-value')).toBe('0')
  })

  it('sends nothing while offline and keeps the stored user; back online it refreshes', async () => {
    onlineManager.setOnline(false)
    const fetch = stubFetch(ok(testUser({ coin: 700 })))
    renderApp()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fetch).not.toHaveBeenCalled()
    expect(getSession()).toMatchObject({ isLoggedIn: true, user: { coin: 0 } })
    expect(shownBalance()?.getAttribute('data-value')).toBe('0')

    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(shownBalance()?.getAttribute('data-value')).toBe('700'))
    expect(calls(fetch)).toEqual(['/app/v1/getUserInfo'])
  })
})

describe('when the tab is shown again', () => {
  it('refreshes once the throttle window has passed, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const fetch = stubFetch(ok(testUser({ coin: 1_200 })), ok(testUser({ coin: 3_400 })))
    renderApp()
    await waitFor(() => expect(shownBalance()?.getAttribute('data-value')).toBe('1200'))

    // Shown again 5 s later: too soon, nothing is sent.
    vi.setSystemTime(Date.now() + 5_000)
    showTab()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fetch).toHaveBeenCalledTimes(1)

    // Past the window: the server is asked again and the header follows.
    vi.setSystemTime(Date.now() + SESSION_REFRESH_MS)
    showTab()
    await waitFor(() => expect(shownBalance()?.getAttribute('data-value')).toBe('3400'))
    expect(calls(fetch)).toEqual(['/app/v1/getUserInfo', '/app/v1/getUserInfo'])
  })

  it('sends nothing for a signed-out visitor', async () => {
    clearSession()
    const fetch = stubFetch(ok(testUser()))
    renderApp()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 60_000)
    showTab()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(fetch).not.toHaveBeenCalled()
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy()
  })
})
