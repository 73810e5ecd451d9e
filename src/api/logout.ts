import type { CallName } from '../../contract/calls/index.ts'
import { emit } from './events.ts'
import { clearSession, getToken, hasSavedCredentials, reloadSessionFromStorage } from './session.ts'
import { readString } from './storage.ts'
import { StorageKey } from './storage-keys.ts'

/**
 * The forced-logout flow of spec 4: a 401 on a user call, or the token vanishing in another tab,
 * clears every per-user store, signs out of the social provider and sends the player to login.
 */
export type UnauthorizedNavigator = (to: { type?: 'account' }) => void
type SocialSignOut = () => void | Promise<void>

const socialSignOuts = new Set<SocialSignOut>()

/** The auth feature registers its Google/Facebook/LINE sign-out here; returns an unregister fn. */
export function registerSocialSignOut(fn: SocialSignOut): () => void {
  socialSignOuts.add(fn)
  return () => {
    socialSignOuts.delete(fn)
  }
}

// Until main.tsx wires the router, a full page load still gets the player to the login page.
const fallbackNavigator: UnauthorizedNavigator = (to) => {
  globalThis.location.assign(to.type ? `/auth/login?type=${to.type}` : '/auth/login')
}
let navigate: UnauthorizedNavigator = fallbackNavigator

export function setUnauthorizedNavigator(fn: UnauthorizedNavigator | null): void {
  navigate = fn ?? fallbackNavigator
}

function signOutSocial(): void {
  for (const fn of [...socialSignOuts]) {
    // A provider SDK failing to sign out must not block the local logout.
    Promise.resolve()
      .then(fn)
      .catch((error: unknown) => console.warn('[auth] social sign-out failed', error))
  }
}

export function forceLogout(reason: 'unauthorized' | 'crossTab', call: CallName | null = null): void {
  clearSession(reason)
  signOutSocial()
  emit('unauthorized', { call, reason })
  navigate(hasSavedCredentials() ? { type: 'account' } : {})
}

/**
 * A 401 reply to a request sent with `tokenAtRequest`. Only acts while that token is still the current
 * one: parallel requests failing together log out once, and a late 401 for an old token cannot end a
 * session the player has since started again.
 */
export function handleUnauthorized(call: CallName, tokenAtRequest: string | null): void {
  if (getToken() !== tokenAtRequest) return
  forceLogout('unauthorized', call)
}

/** Another tab changed localStorage: follow its logout, login or profile change. */
export function handleStorageEvent(event: StorageEvent): void {
  // key null = localStorage.clear() in the other tab.
  const key = event.key
  if (key !== null && key !== StorageKey.token && key !== StorageKey.user && key !== StorageKey.extras) return
  const tokenGone =
    (key === StorageKey.token && !event.newValue) || (key === null && !readString(StorageKey.token))
  if (tokenGone) {
    if (getToken() !== null) forceLogout('crossTab')
    return
  }
  reloadSessionFromStorage()
}

let installed = false
/** Idempotent; called by the HTTP client module so importing it is enough. */
export function installCrossTabLogout(): void {
  if (installed || typeof globalThis.addEventListener !== 'function') return
  installed = true
  globalThis.addEventListener('storage', handleStorageEvent)
}
