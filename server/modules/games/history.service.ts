import type { z } from 'zod'
import type { appGameDataUserSchema } from '../../../contract/calls/auth.ts'
import type { DbOrTx } from '../../db/client.ts'
import { HISTORY_LIMIT, listGameHistory } from './history.repo.ts'
import { keepPlayable, listGameLikes } from './likes.repo.ts'

/**
 * getAfterLoginInfo's appGameDataUser: favourites (all of them, at most LIKES_LIMIT) and the recent games,
 * both newest first. Recent games the player can no longer start are left out, and a few more rows are
 * read so that such games do not shorten the list. Favourites are kept whole: gameLike answers the same
 * list, and the player can still remove a retired game from it.
 */
export async function gameDataUser(
  db: DbOrTx,
  userId: number,
): Promise<z.input<typeof appGameDataUserSchema>> {
  const gameLikeIds = await listGameLikes(db, userId)
  const recent = await listGameHistory(db, userId, HISTORY_LIMIT * 2)
  const gameHistory = (await keepPlayable(db, recent)).slice(0, HISTORY_LIMIT)
  return { gameLikeIds, gameHistory }
}
