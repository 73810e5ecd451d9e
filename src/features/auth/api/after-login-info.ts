import { CLIENT_VERSION } from '../../../../contract/enums.ts'
import { apiCall } from '../../../api/http.ts'
import { setExtras } from '../../../api/session.ts'
import { deviceInfo } from '../device-info.ts'

export const getAfterLoginInfoWeb = () =>
  apiCall('getAfterLoginInfoWeb', { version: CLIENT_VERSION, ...deviceInfo() })

/** Called after every login: the per-user lobby data (likes, history) and invite/activity ids. */
export async function loadAfterLoginInfo(): Promise<void> {
  const info = await getAfterLoginInfoWeb()
  setExtras({
    gameLikeIds: info.appGameDataUser.gameLikeIds,
    gameHistory: info.appGameDataUser.gameHistory,
    inviteCode: info.inviteCode,
    aid: info.aid,
    activityIds: info.activityIds,
  })
}
