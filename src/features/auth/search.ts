import { redirect } from '@tanstack/react-router'
import { getToken } from '../../api/session.ts'
import { safeRedirect } from './redirect.ts'

/** Search params of the login-family routes; unknown or malformed values are dropped, never trusted. */
export interface AuthSearch {
  redirect?: string
}
export interface LoginSearch extends AuthSearch {
  type?: 'account'
}
export interface RegisterSearch extends AuthSearch {
  inviteCode?: string
}

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined

export const authSearch = (raw: Record<string, unknown>): AuthSearch => {
  const to = str(raw.redirect)
  return to ? { redirect: to } : {}
}

export const loginSearch = (raw: Record<string, unknown>): LoginSearch => ({
  ...authSearch(raw),
  ...(raw.type === 'account' ? { type: 'account' as const } : {}),
})

/** The invite code from `inviteCode`, or from `code` (the short form a shared link may carry). */
export const registerSearch = (raw: Record<string, unknown>): RegisterSearch => {
  const code = (str(raw.inviteCode) ?? str(raw.code))?.slice(0, 32)
  return { ...authSearch(raw), ...(code ? { inviteCode: code } : {}) }
}

/** Login and sign-up pages are pointless for a logged-in player: send them on to where they were going. */
export function skipWhenLoggedIn({ search }: { search: AuthSearch }): void {
  if (getToken()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
}
