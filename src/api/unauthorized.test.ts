import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { on } from './events.ts'
import { fail, ok, stubFetch, testUser } from './fetch-stub.test-util.ts'
import { apiCall } from './http.ts'
import { handleStorageEvent, registerSocialSignOut, setUnauthorizedNavigator } from './logout.ts'
import { queryClient } from './query-client.ts'
import {
  clearSession,
  getSession,
  getToken,
  onSessionCleared,
  rememberAccount,
  setExtras,
  startSession,
} from './session.ts'
import { StorageKey } from './storage-keys.ts'

const navigate = vi.fn()

beforeEach(() => {
  localStorage.clear()
  clearSession()
  queryClient.clear()
  navigate.mockReset()
  setUnauthorizedNavigator(navigate)
  startSession({ token: 'tok-1', user: testUser() })
  setExtras({ inviteCode: 'INV7', coin: 500 })
})
afterEach(() => {
  setUnauthorizedNavigator(null)
  vi.unstubAllGlobals()
})

describe('401 on a user call', () => {
  it('clears the session, user queries, social sign-in and goes to /auth/login', async () => {
    const signOut = vi.fn()
    const offSocial = registerSocialSignOut(signOut)
    const cleared = vi.fn()
    const offCleared = onSessionCleared(cleared)
    queryClient.setQueryData(['vip', 'info'], { level: 3 })
    queryClient.setQueryData(['wallet', 'balance'], { coin: 1 })
    queryClient.setQueryData(['appConfig', 'en'], { lengths: {} })
    stubFetch(fail(401, 401, 'unauthenticated'))

    await expect(apiCall('getUserInfo', {})).rejects.toMatchObject({ code: 401, msg: 'unauthenticated' })

    expect(getToken()).toBeNull()
    expect(getSession()).toMatchObject({ token: null, user: null, isLoggedIn: false })
    expect(getSession().extras.inviteCode).toBe('')
    expect(localStorage.getItem(StorageKey.token)).toBeNull()
    expect(localStorage.getItem(StorageKey.user)).toBeNull()
    expect(cleared).toHaveBeenCalledWith('unauthorized')
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData(['vip', 'info'])).toBeUndefined()
    expect(queryClient.getQueryData(['wallet', 'balance'])).toBeUndefined()
    expect(queryClient.getQueryData(['appConfig', 'en'])).toEqual({ lengths: {} })
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith({})
    offSocial()
    offCleared()
  })

  it('adds type=account when an account name is remembered', async () => {
    rememberAccount('player7')
    stubFetch(fail(401, 401, 'unauthenticated'))
    await expect(apiCall('getUserInfo', {})).rejects.toMatchObject({ code: 401 })
    expect(navigate).toHaveBeenCalledWith({ type: 'account' })
  })

  it('treats errcode 401 in a 200 reply the same way', async () => {
    stubFetch(
      () => new Response(JSON.stringify({ code: 0, errcode: 401, msg: 'unauthenticated' }), { status: 200 }),
    )
    await expect(apiCall('refreshData', {})).rejects.toMatchObject({ code: 401 })
    expect(getToken()).toBeNull()
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('logs out once when parallel calls fail together', async () => {
    const unauthorized = vi.fn()
    const off = on('unauthorized', unauthorized)
    stubFetch(fail(401, 401, 'unauthenticated'))
    await Promise.allSettled([apiCall('getUserInfo', {}), apiCall('refreshData', {})])
    off()
    expect(unauthorized).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledTimes(1)
  })

  it('ignores a late 401 for a token that was already replaced', async () => {
    let answer: (r: Response) => void = () => undefined
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const pending = apiCall('getUserInfo', {}).catch((e: unknown) => e)
    startSession({ token: 'tok-2', user: testUser() })
    answer(new Response(JSON.stringify({ code: 401, msg: 'unauthenticated' }), { status: 401 }))
    expect(await pending).toMatchObject({ code: 401 })
    expect(getToken()).toBe('tok-2')
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('401 on a public call', () => {
  it('throws without logging out', async () => {
    const signOut = vi.fn()
    const off = registerSocialSignOut(signOut)
    stubFetch(fail(401, 401, 'invalidCredentials'))
    await expect(
      apiCall('accountLogin', { loginType: 2, account: 'player7', password: 'wrong' }),
    ).rejects.toMatchObject({ code: 401, msg: 'invalidCredentials' })
    off()
    expect(getToken()).toBe('tok-1')
    expect(signOut).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('cross-tab', () => {
  const storageEvent = (key: string | null, newValue: string | null) =>
    new StorageEvent('storage', { key, newValue, oldValue: 'tok-1' })

  it('logs out here when another tab removes the token', () => {
    localStorage.removeItem(StorageKey.token)
    window.dispatchEvent(storageEvent(StorageKey.token, null))
    expect(getToken()).toBeNull()
    expect(getSession().user).toBeNull()
    expect(navigate).toHaveBeenCalledWith({})
  })

  it('logs out on localStorage.clear() in another tab, with type=account when remembered', () => {
    localStorage.clear()
    rememberAccount('player7')
    handleStorageEvent(storageEvent(null, null))
    expect(getToken()).toBeNull()
    expect(navigate).toHaveBeenCalledWith({ type: 'account' })
  })

  it('follows a login in another tab without navigating', () => {
    localStorage.setItem(StorageKey.token, 'tok-9')
    localStorage.setItem(StorageKey.user, JSON.stringify(testUser({ id: 9, nickname: 'Nine' })))
    handleStorageEvent(storageEvent(StorageKey.token, 'tok-9'))
    expect(getToken()).toBe('tok-9')
    expect(getSession().user?.nickname).toBe('Nine')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('ignores unrelated keys', () => {
    handleStorageEvent(storageEvent('something-else', null))
    expect(getToken()).toBe('tok-1')
    expect(navigate).not.toHaveBeenCalled()
  })
})

it('succeeds normally with a valid session (control)', async () => {
  stubFetch(ok(testUser()))
  await expect(apiCall('getUserInfo', {})).resolves.toMatchObject({ id: 7 })
  expect(getToken()).toBe('tok-1')
})
