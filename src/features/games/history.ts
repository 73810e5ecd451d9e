import { getSession, setExtras } from '../../api/session.ts'

/** As many recent games as the server's profile reply carries (server/modules/games/history.repo.ts). */
export const LOCAL_HISTORY_LIMIT = 20

/** `gameId` moved to the front: newest first, no duplicates, at most `limit`. */
export function pushRecent(list: readonly number[], gameId: number, limit = LOCAL_HISTORY_LIMIT): number[] {
  return [gameId, ...list.filter((id) => id !== gameId)].slice(0, limit)
}

/** Called when a game starts: the recent row is right at once, before the next after-login reply. */
export function recordLocalStart(gameId: number): void {
  if (!getSession().isLoggedIn) return
  setExtras({ gameHistory: pushRecent(getSession().extras.gameHistory, gameId) })
}
