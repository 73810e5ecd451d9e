import { queryOptions } from '@tanstack/react-query'
import { CLIENT_VERSION } from '../../../../contract/enums.ts'
import { apiCall } from '../../../api/http.ts'
import { getToken, setExtras } from '../../../api/session.ts'

/**
 * The server's favourites and recent games (getAfterLoginInfoWeb's appGameDataUser), read again when
 * /member/games opens and by the lobby's rows, so that changes made on another device show. The session extras are what the
 * screens draw; this only refreshes them. The web variant records no device, so os and model are fixed.
 */
export const gameDataUserQueryOptions = () =>
  queryOptions({
    queryKey: ['games', 'userData'],
    queryFn: async ({ signal }) => {
      const token = getToken()
      const info = await apiCall(
        'getAfterLoginInfoWeb',
        { version: CLIENT_VERSION, os: 'web', deviceModel: 'web' },
        { signal, tip: false },
      )
      // Only into the session that asked: not after a logout, nor into another player's.
      if (token !== null && getToken() === token) {
        setExtras({
          gameLikeIds: info.appGameDataUser.gameLikeIds,
          gameHistory: info.appGameDataUser.gameHistory,
        })
      }
      return info.appGameDataUser
    },
    staleTime: 0,
  })
