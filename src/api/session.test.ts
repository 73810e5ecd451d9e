import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testUser } from './fetch-stub.test-util.ts'
import {
  clearSession,
  forgetRememberedAccount,
  getRememberedAccount,
  getSession,
  hasSavedCredentials,
  onSessionCleared,
  rememberAccount,
  setExtras,
  startSession,
  updateUser,
  useSession,
} from './session.ts'
import { STORAGE_SCHEMA_VERSION, StorageKey } from './storage-keys.ts'

beforeEach(() => {
  localStorage.clear()
  clearSession()
})
afterEach(() => {
  vi.resetModules()
})

describe('session store', () => {
  it('starts a session and mirrors token and user to localStorage', () => {
    startSession({ token: 'tok-1', user: testUser() })
    expect(getSession()).toMatchObject({
      token: 'tok-1',
      isLoggedIn: true,
      user: { id: 7, nickname: 'Seven' },
    })
    expect(localStorage.getItem('token')).toBe('tok-1')
    expect(JSON.parse(localStorage.getItem(StorageKey.user) ?? 'null')).toMatchObject({ id: 7 })
  })

  it('updates the user and extras, keeping gameLikes in step with gameLikeIds', () => {
    startSession({ token: 'tok-1', user: testUser() })
    updateUser({ coin: 999 })
    setExtras({ gameLikeIds: [3, 5], inviteCode: 'ABC' })
    expect(getSession().user?.coin).toBe(999)
    expect(getSession().extras).toMatchObject({
      gameLikeIds: [3, 5],
      gameLikes: { 3: true, 5: true },
      inviteCode: 'ABC',
    })
    expect(JSON.parse(localStorage.getItem(StorageKey.extras) ?? '{}')).toMatchObject({ inviteCode: 'ABC' })
  })

  it('has typed defaults for every extra', () => {
    expect(getSession().extras).toEqual({
      facebookUser: null,
      appUserBank: null,
      appUserBankList: {},
      gameLikes: {},
      gameHistory: [],
      gameLikeIds: [],
      inviteCode: '',
      aid: 0,
      coin: 0,
      totalRecharge: 0,
      firstRecharge: false,
      shareUrlMap: {},
      activityIds: [],
      activityMap: {},
    })
  })

  it('clears memory and storage and notifies subscribers', () => {
    const cleared = vi.fn()
    const off = onSessionCleared(cleared)
    startSession({ token: 'tok-1', user: testUser() })
    setExtras({ aid: 4 })
    clearSession()
    off()
    expect(getSession()).toMatchObject({ token: null, user: null, isLoggedIn: false, extras: { aid: 0 } })
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem(StorageKey.extras)).toBeNull()
    expect(cleared).toHaveBeenCalledWith('logout')
  })

  it("drops the lobby snapshot, which holds the signed-in header and balance, but keeps others' keys", () => {
    startSession({ token: 'tok-1', user: testUser() })
    localStorage.setItem(StorageKey.lobbySnapshot, '{"css":"/assets/a.css","l":"en","h":"<div>12</div>"}')
    localStorage.setItem(StorageKey.fingerprint, 'fp-1')
    clearSession('unauthorized')
    expect(localStorage.getItem(StorageKey.lobbySnapshot)).toBeNull()
    expect(localStorage.getItem(StorageKey.fingerprint)).toBe('fp-1')
  })

  it("drops the previous user's extras when a different account signs in", () => {
    const cleared = vi.fn()
    startSession({ token: 'tok-1', user: testUser() })
    setExtras({ inviteCode: 'OLD' })
    localStorage.setItem(StorageKey.lobbySnapshot, '{"h":"<div>12</div>"}')
    const off = onSessionCleared(cleared)
    startSession({ token: 'tok-2', user: testUser({ id: 8 }) })
    off()
    expect(cleared).toHaveBeenCalledWith('switchUser')
    expect(getSession().extras.inviteCode).toBe('')
    expect(localStorage.getItem(StorageKey.lobbySnapshot)).toBeNull()
    expect(localStorage.getItem('token')).toBe('tok-2')
  })

  it('re-renders useSession subscribers', () => {
    const { result } = renderHook(() => useSession())
    expect(result.current.isLoggedIn).toBe(false)
    act(() => startSession({ token: 'tok-1', user: testUser() }))
    expect(result.current).toMatchObject({ isLoggedIn: true, token: 'tok-1' })
    act(() => clearSession())
    expect(result.current.user).toBeNull()
  })
})

describe('reload', () => {
  it('restores token, user and extras from storage so a reload paints signed in', async () => {
    startSession({ token: 'tok-1', user: testUser() })
    setExtras({ inviteCode: 'KEEP' })
    vi.resetModules()
    const fresh = await import('./session.ts')
    expect(fresh.getSession()).toMatchObject({
      token: 'tok-1',
      user: { id: 7 },
      extras: { inviteCode: 'KEEP' },
    })
  })

  it('drops versioned values written under another schema version, but keeps the token', async () => {
    startSession({ token: 'tok-1', user: testUser() })
    localStorage.setItem(StorageKey.schema, String(STORAGE_SCHEMA_VERSION - 1))
    vi.resetModules()
    const fresh = await import('./session.ts')
    expect(fresh.getSession()).toMatchObject({ token: 'tok-1', user: null })
    expect(localStorage.getItem(StorageKey.user)).toBeNull()
    expect(localStorage.getItem(StorageKey.schema)).toBe(String(STORAGE_SCHEMA_VERSION))
  })

  it('survives corrupt JSON in storage', async () => {
    localStorage.setItem(StorageKey.schema, String(STORAGE_SCHEMA_VERSION))
    localStorage.setItem('token', 'tok-1')
    localStorage.setItem(StorageKey.user, '{not json')
    vi.resetModules()
    const fresh = await import('./session.ts')
    expect(fresh.getSession()).toMatchObject({ token: 'tok-1', user: null })
  })
})

describe('remembered account', () => {
  it('stores only the account name', () => {
    expect(hasSavedCredentials()).toBe(false)
    rememberAccount('  player7 ')
    expect(getRememberedAccount()).toBe('player7')
    expect(hasSavedCredentials()).toBe(true)
    expect(Object.keys(localStorage)).toEqual([StorageKey.account])
    forgetRememberedAccount()
    expect(getRememberedAccount()).toBeNull()
    expect(hasSavedCredentials()).toBe(false)
  })

  it('survives a logout', () => {
    rememberAccount('player7')
    startSession({ token: 'tok-1', user: testUser() })
    clearSession()
    expect(getRememberedAccount()).toBe('player7')
  })
})
