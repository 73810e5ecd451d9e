import { apiCall } from '../../../api/http.ts'
import { getSession, setExtras, useSession } from '../../../api/session.ts'
import { mayHaveReachedServer } from '../../../api/use-idempotent-submit.ts'

export const gameLike = (body: { gameId: number; like: boolean }) => apiCall('gameLike', body, { tip: false })

/** `list` with `gameId` liked (first, newest first) or not, whatever it was. */
export function withLike(list: readonly number[], gameId: number, like: boolean): number[] {
  const rest = list.filter((id) => id !== gameId)
  return like ? [gameId, ...rest] : rest
}

/**
 * The server's favourites, read into the session; loaded on a failure only (the lobby's first load does
 * not carry it).
 */
async function readServerLikes(): Promise<readonly number[]> {
  const [{ queryClient }, { gameDataUserQueryOptions }] = await Promise.all([
    import('../../../api/query-client.ts'),
    import('./game-data-user.ts'),
  ])
  return (await queryClient.fetchQuery(gameDataUserQueryOptions())).gameLikeIds
}

/**
 * Sets or clears one favourite optimistically: the heart changes at once, the server's reply (the whole
 * list) replaces it. When no reply came (a timeout, a 5xx: the server may have stored it), the server's
 * own list decides; a refusal, or no list either, undoes only this change (another toggle made meanwhile
 * stays). Resolves to whether the favourite is now as the player asked.
 */
export async function toggleGameLike(
  gameId: number,
  like: boolean,
  send = gameLike,
  serverLikes = readServerLikes,
): Promise<boolean> {
  const before = getSession().extras.gameLikeIds
  const previousIndex = before.indexOf(gameId)
  setExtras({ gameLikeIds: withLike(before, gameId, like) })
  try {
    const reply = await send({ gameId, like })
    if (getSession().isLoggedIn) setExtras({ gameLikeIds: reply.gameLikeIds })
    return true
  } catch (error) {
    if (!getSession().isLoggedIn) return false
    if (mayHaveReachedServer(error)) {
      const truth = await serverLikes().catch(() => null)
      if (truth && getSession().isLoggedIn) return truth.includes(gameId) === like
    }
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
