import type { AuthView } from './components/form-bits.tsx'

const PATHS: Record<AuthView, string> = {
  login: '/auth/login',
  register: '/auth/register',
  forget: '/auth/forget',
}

/** A login-family page href that carries the post-login destination along. */
export function authHref(view: AuthView, search: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) if (value) params.set(key, value)
  const query = params.toString()
  return query ? `${PATHS[view]}?${query}` : PATHS[view]
}
