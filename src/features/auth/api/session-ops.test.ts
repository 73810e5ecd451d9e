import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, startSession } from '../../../api/session.ts'
import { registerSocialTokenProvider } from '../social/provider.ts'
import { logout } from './logout.ts'
import { refreshUser } from './refresh-data.ts'

beforeEach(() => {
  localStorage.clear()
  clearSession()
  startSession({ token: 'tok-1', user: testUser({ coin: 100 }) })
})
afterEach(() => vi.unstubAllGlobals())

describe('session operations', () => {
  it('refreshUser copies the fresh numbers into the session user', async () => {
    stubFetch(
      ok({
        errcode: 0,
        coin: 9_900,
        lottery: 1,
        vip: 2,
        vipExp: 50,
        userLevel: 3,
        bet: 7,
        hasPassword: true,
      }),
    )
    await refreshUser()
    expect(getSession().user).toMatchObject({ coin: 9_900, vip: 2, vipExp: 50, userLevel: 3, bet: 7 })
    expect(getSession().user).not.toHaveProperty('errcode')
  })

  it('logout tells the server, clears the session and signs out of social providers', async () => {
    const signOut = vi.fn()
    const unregister = registerSocialTokenProvider({
      name: 'google',
      isAvailable: () => true,
      requestToken: async () => 't',
      signOut,
    })
    const fetch = stubFetch(ok(null))
    await logout()
    unregister()
    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/logout')
    expect(getSession()).toMatchObject({ token: null, user: null, isLoggedIn: false })
    expect(signOut).toHaveBeenCalledOnce()
  })

  it('logs out locally even when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubFetch(fail(503))
    await logout()
    expect(getSession().isLoggedIn).toBe(false)
  })
})
