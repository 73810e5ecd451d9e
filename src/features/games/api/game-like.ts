import { apiCall } from '../../../api/http.ts'
import { getSession, setExtras, useSession } from '../../../api/session.ts'

export const gameLike = (body: { gameId: number; like: boolean }) => apiCall('gameLike', body, { tip: false })

/** `list` with `gameId` liked (first, newest first) or not, whatever it was. */
export function withLike(list: readonly number[], gameId: number, like: boolean): number[] {
  const rest = list.filter((id) => id !== gameId)
  return like ? [gameId, ...rest] : rest
}

/**
 * Sets or clears one favourite optimistically: the heart changes at once, the server's reply (the whole
 * list) replaces it, and a failure undoes only this change (another toggle made meanwhile stays).
 * Resolves to whether the server took it.
 */
export async function toggleGameLike(gameId: number, like: boolean, send = gameLike): Promise<boolean> {
  const before = getSession().extras.gameLikeIds
  const previousIndex = before.indexOf(gameId)
  setExtras({ gameLikeIds: withLike(before, gameId, like) })
  try {
    const reply = await send({ gameId, like })
    if (getSession().isLoggedIn) setExtras({ gameLikeIds: reply.gameLikeIds })
    return true
  } catch {
    if (!getSession().isLoggedIn) return false
    const now = getSession().extras.gameLikeIds.filter((id) => id !== gameId)
    // Undo: put the game back where it was, or take it out again.
    if (!like && previousIndex >= 0) now.splice(Math.min(previousIndex, now.length), 0, gameId)
    setExtras({ gameLikeIds: now })
    return false
  }
}

/** Whether the signed-in player likes `gameId` (false when signed out). */
export function useIsLiked(gameId: number): boolean {
  const { extras, isLoggedIn } = useSession()
  return isLoggedIn && extras.gameLikes[gameId] === true
}
