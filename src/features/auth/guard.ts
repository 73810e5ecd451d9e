import { redirect } from '@tanstack/react-router'
import { getToken, hasSavedCredentials } from '../../api/session.ts'

/**
 * The 'auth' route guard for `beforeLoad`: without a token the visitor goes to login, which brings them
 * back to where they were (`redirect` is the full href, query included), on the account form when an
 * account name is remembered (spec 4), as the 401 path does: whichever of the two runs first after a
 * revoked token, the player lands on the same form.
 */
export function requireAuth({ location }: { location: { href: string } }): void {
  if (getToken()) return
  const form = hasSavedCredentials() ? { type: 'account' as const } : {}
  throw redirect({ to: '/auth/login', search: { ...form, redirect: location.href } })
}
