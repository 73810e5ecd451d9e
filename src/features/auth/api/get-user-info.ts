import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../../api/http.ts'
import { QueryRoot } from '../../../api/query-keys.ts'
import { updateUser } from '../../../api/session.ts'

export const getUserInfo = () => apiCall('getUserInfo', {})

/** The full user record; every fetch also refreshes the session's copy the header reads. */
export const userInfoQueryOptions = () =>
  queryOptions({
    queryKey: [QueryRoot.user, 'info'],
    queryFn: async () => {
      const user = await getUserInfo()
      updateUser(user)
      return user
    },
  })
