import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiCall } from './http.ts'
import { QueryRoot } from './query-keys.ts'
import { getToken, updateUser, useSession } from './session.ts'

/** The least time between two background refreshes: a tab shown again sooner than this fetches nothing. */
export const SESSION_REFRESH_MS = 15_000

/**
 * How a signed-in player's server data is kept fresh behind the stored copy the screens paint first:
 * when the tab becomes visible again (at most once per SESSION_REFRESH_MS) and whenever the connection
 * comes back. 'online' mode pauses instead of failing while the browser says offline, so being offline
 * sends nothing and logs nobody out; only a real 401 does (http.ts).
 */
export const backgroundRefresh = {
  staleTime: SESSION_REFRESH_MS,
  refetchOnWindowFocus: true,
  refetchOnReconnect: 'always',
  networkMode: 'online',
} as const

/**
 * Confirms the stored session with the server and refreshes the user the header draws (balance,
 * nickname, VIP). Fetched on every start, whatever the persisted copy's age: a revoked token must end
 * the session (its 401 goes through handleUnauthorized like any user call) and a balance changed
 * elsewhere must show.
 */
export const sessionCheckQueryOptions = () =>
  queryOptions({
    queryKey: [QueryRoot.user, 'session'],
    queryFn: async ({ signal }) => {
      const token = getToken()
      // A background check never raises the 'Tips' timeout dialog.
      const user = await apiCall('getUserInfo', {}, { signal, tip: false })
      // A reply for a session since ended or replaced must not overwrite the current player.
      if (getToken() === token) updateUser(user)
      return user
    },
    ...backgroundRefresh,
    refetchOnMount: 'always',
  })

/** Mounted once beside the router (main.tsx); renders nothing. Off while signed out. */
export function SessionRefresh(): null {
  const { isLoggedIn } = useSession()
  useQuery({ ...sessionCheckQueryOptions(), enabled: isLoggedIn })
  return null
}
