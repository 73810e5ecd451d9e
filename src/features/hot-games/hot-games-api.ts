import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'

/** Today's hot games; refetched when the page is opened again after half a minute (rounds go on). */
export const hotGamesQueryOptions = () =>
  queryOptions({ queryKey: ['hotGames'], queryFn: () => apiCall('getHotGames', {}), staleTime: 30_000 })
