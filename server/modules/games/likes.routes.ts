import type { ModuleContext } from '../index.ts'
import { setGameLike } from './likes.service.ts'

/** Favourites: gameLike. The list itself reaches the client through getAfterLoginInfoWeb. */
export async function registerGameLikes(ctx: ModuleContext): Promise<void> {
  ctx.call('gameLike', ({ body, caller }) => setGameLike(ctx.db, caller.userId, body, ctx.clock()))
}
