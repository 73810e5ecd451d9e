import { ErrorCode, ErrorMsg, ValidationMsg } from '../../../contract/errors.ts'
import type { Db } from '../../db/client.ts'
import { AppError, badRequest } from '../../http/errors.ts'
import {
  countGameLikes,
  deleteGameLike,
  insertGameLike,
  isGamePlayable,
  LIKES_LIMIT,
  listGameLikes,
  lockPlayer,
} from './likes.repo.ts'

/** A like of a game players cannot see (unknown id, or switched off with its type, brand or platform). */
export const gameUnavailable = () => badRequest(ErrorMsg.notFound, { gameId: ValidationMsg.outOfRange })
/** The player already keeps LIKES_LIMIT favourites. */
export const likesFull = () =>
  new AppError(ErrorCode.conflict, ErrorMsg.forbidden, 409, { gameLikeIds: ValidationMsg.outOfRange })

/**
 * Spec 7 gameLike: sets (`like`) or clears one favourite of the caller and returns the whole list, newest
 * first. Idempotent both ways: a second like keeps the first one's place, unliking what is not liked is a
 * no-op. Unliking needs no check on the game, so a retired game can still be removed.
 */
export async function setGameLike(
  db: Db,
  userId: number,
  body: { gameId: number; like: boolean },
  now: number,
): Promise<{ gameLikeIds: number[] }> {
  if (!body.like) {
    await deleteGameLike(db, userId, body.gameId)
    return { gameLikeIds: await listGameLikes(db, userId) }
  }
  if (!(await isGamePlayable(db, body.gameId))) throw gameUnavailable()
  await db.transaction(async (tx) => {
    // Two likes of one player racing must not both pass the cap check.
    await lockPlayer(tx, userId)
    if (await insertGameLike(tx, userId, body.gameId, now)) {
      if ((await countGameLikes(tx, userId)) > LIKES_LIMIT) throw likesFull()
    }
  })
  return { gameLikeIds: await listGameLikes(db, userId) }
}
