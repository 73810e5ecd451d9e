import { useSyncExternalStore } from 'react'
import type { UserInfo } from '../../contract/user.ts'
import { emit, on, type SessionClearReason } from './events.ts'
import { defaultExtras, mergeExtras, type SessionExtras } from './session-extras.ts'
import { migrateStorage, readJson, readString, removeKey, writeJson, writeString } from './storage.ts'
import { StorageKey } from './storage-keys.ts'

/**
 * The client-side session: token, user and the spec's "user store extras", mirrored to localStorage
 * so a reload paints the signed-in state before any request. An external store (no state library):
 * React reads it through useSyncExternalStore, the HTTP client through getToken().
 */
export interface SessionState {
  token: string | null
  user: UserInfo | null
  extras: SessionExtras
  isLoggedIn: boolean
}

type Listener = () => void
const listeners = new Set<Listener>()
// Upgrade stored shapes once per page load, before the first read.
migrateStorage()
let state: SessionState = load()

function load(): SessionState {
  const token = readString(StorageKey.token) || null
  const user = token ? readJson<UserInfo>(StorageKey.user) : null
  const extras = token
    ? { ...defaultExtras(), ...readJson<Partial<SessionExtras>>(StorageKey.extras) }
    : defaultExtras()
  return { token, user, extras, isLoggedIn: token !== null }
}

function set(next: Omit<SessionState, 'isLoggedIn'>): void {
  state = { ...next, isLoggedIn: next.token !== null }
  for (const listener of [...listeners]) listener()
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const getSession = (): SessionState => state
export const getToken = (): string | null => state.token

/** After login/register. A different account than the stored one first clears the old user's data. */
export function startSession({ token, user }: { token: string; user: UserInfo }): void {
  const switching = state.user !== null && state.user.id !== user.id
  // Overwrite rather than remove the token: other tabs must see a change, not a logout.
  writeString(StorageKey.token, token)
  writeJson(StorageKey.user, user)
  if (switching) {
    removeKey(StorageKey.extras)
    removeKey(StorageKey.lobbySnapshot)
  }
  set({ token, user, extras: switching ? defaultExtras() : state.extras })
  if (switching) emit('sessionCleared', { reason: 'switchUser' })
}

export function updateUser(partial: Partial<UserInfo>): void {
  if (!state.user) return
  const user = { ...state.user, ...partial }
  writeJson(StorageKey.user, user)
  set({ ...state, user })
}

export function setExtras(partial: Partial<SessionExtras>): void {
  const extras = mergeExtras(state.extras, partial)
  if (state.token) writeJson(StorageKey.extras, extras)
  set({ ...state, extras })
}

/**
 * Drops token, user and extras (memory and storage) and tells subscribers (query cache, VIP, dots,
 * wallet stores) to drop theirs. The remembered account name stays: it is what makes the login page
 * open on the account form (spec 4 `type=account`). The lobby snapshot goes too: index.html paints it
 * before the app runs, and it holds the signed-in header with the player's balance.
 */
export function clearSession(reason: SessionClearReason = 'logout'): void {
  removeKey(StorageKey.token)
  removeKey(StorageKey.user)
  removeKey(StorageKey.extras)
  removeKey(StorageKey.lobbySnapshot)
  set({ token: null, user: null, extras: defaultExtras() })
  emit('sessionCleared', { reason })
}

/** Re-reads storage after another tab changed the session (see logout.ts). */
export function reloadSessionFromStorage(): void {
  const previous = state.user?.id
  const next = load()
  set(next)
  if (previous !== undefined && next.user && next.user.id !== previous) {
    emit('sessionCleared', { reason: 'switchUser' })
  }
}

/** For stores holding per-user state (VIP, red dots, wallet) and the query cache. */
export function onSessionCleared(listener: (reason: SessionClearReason) => void): () => void {
  return on('sessionCleared', ({ reason }) => listener(reason))
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession)
}

/** Only the account NAME is remembered, never a password (the browser's password manager does that). */
export function rememberAccount(account: string): void {
  const trimmed = account.trim()
  if (trimmed) writeString(StorageKey.account, trimmed)
}

export function getRememberedAccount(): string | null {
  return readString(StorageKey.account) || null
}

export function forgetRememberedAccount(): void {
  removeKey(StorageKey.account)
}

/** Spec 4 "saved credentials": a remembered account name. */
export const hasSavedCredentials = (): boolean => getRememberedAccount() !== null
