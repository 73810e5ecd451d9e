import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { apiCall } from '../../../api/http.ts'
import { clearSession } from '../../../api/session.ts'
import { signOutSocial } from '../social/provider.ts'

/**
 * Ends the session on the server, then here. The local logout happens even when the server call fails
 * (offline, already expired): a player who taps "Log out" must end up logged out.
 */
export async function logout(): Promise<void> {
  try {
    await apiCall('logout', {}, { tip: false })
  } catch (error) {
    console.warn('[auth] server logout failed; logging out locally', error)
  }
  clearSession('logout')
  await signOutSocial()
}

export function useLogout() {
  const navigate = useNavigate()
  return useMutation({ mutationFn: logout, onSettled: () => navigate({ to: '/' }) })
}
