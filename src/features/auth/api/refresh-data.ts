import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

export const refreshData = () => apiCall('refreshData', {})

/** Pulls the fast-changing numbers (coin, VIP, ...) into the session user; call after money moves. */
export async function refreshUser(): Promise<void> {
  const { errcode: _errcode, ...numbers } = await refreshData()
  updateUser(numbers)
}

/** For screens that show the balance: refetched each time they open. */
export const refreshDataQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'refreshData'],
    queryFn: async () => {
      await refreshUser()
      return true
    },
    staleTime: 0,
    gcTime: 0,
  })
