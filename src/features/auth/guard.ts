import { redirect } from '@tanstack/react-router'
import { getToken, hasSavedCredentials } from '../../api/session.ts'

/**
 * Where a visitor goes to log in before `href`: the login page, which brings them back to it afterwards
 * (`redirect` is the full href, query included), on the account form when an account name is remembered
 * (spec 4), as the 401 path does: whichever of the two runs first after a revoked token, the player lands
 * on the same form.
 */
export function loginLocation(href: string) {
  const form = hasSavedCredentials() ? { type: 'account' as const } : {}
  return { to: '/auth/login' as const, search: { ...form, redirect: href } }
}

/** The 'auth' route guard for `beforeLoad`: without a token the visitor goes to login, then back. */
export function requireAuth({ location }: { location: { href: string } }): void {
  if (getToken()) return
  throw redirect(loginLocation(location.href))
}
