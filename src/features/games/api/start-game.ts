import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../../contract/enums.ts'
import { apiCall } from '../../../api/http.ts'

export interface StartGameParams {
  gameId: number
  tryIt: 0 | 1
  activityId?: number | undefined
}

/**
 * startGame (spec 7) as a query of the page that shows the game: one launch per page visit (the URL's
 * token works once), never refetched behind the player's back, dropped as soon as the page closes.
 */
export const startGameQueryOptions = (params: StartGameParams, lang: Locale, visit: string) =>
  queryOptions({
    queryKey: ['games', 'start', params.gameId, params.tryIt, params.activityId ?? 0, lang, visit],
    queryFn: ({ signal }) =>
      apiCall(
        'startGame',
        {
          gameId: params.gameId,
          tryIt: params.tryIt,
          lang,
          ...(params.activityId === undefined ? {} : { activityId: params.activityId }),
        },
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    networkMode: 'always',
  })

/** exitGame: closes the session on the server and answers the balance after it. */
export const exitGame = (sessionId: string | undefined) =>
  apiCall('exitGame', sessionId ? { sessionId } : {}, { tip: false })
