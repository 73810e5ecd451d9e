import { redirect } from '@tanstack/react-router'
import { getToken } from '../../api/session.ts'

/**
 * The 'auth' route guard for `beforeLoad`: without a token the visitor goes to login, which brings them
 * back to where they were (`redirect` is the full href, query included).
 */
export function requireAuth({ location }: { location: { href: string } }): void {
  if (getToken()) return
  throw redirect({ to: '/auth/login', search: { redirect: location.href } })
}
