import { z } from 'zod'
import { requestBody } from '../common.ts'

const gameId = z.number().int().positive().max(2_147_483_647)

/** Spec 7 startGame: `tryIt` 1 launches demo play (play money, never the wallet). */
export const startGameRequest = requestBody({
  gameId,
  tryIt: z.union([z.literal(0), z.literal(1)]).default(0),
  activityId: z.number().int().nonnegative().max(2_147_483_647).optional(),
  /** The player's language for the game's own texts. */
  lang: z.enum(['en', 'pt-BR', 'es']).default('en'),
})

export const startGameReply = z.object({
  /** Our game session (exitGame and the heartbeat name it). */
  sessionId: z.uuid(),
  gameId: z.number().int(),
  /** Where to load the game: it carries a one-time launch token that expires in 2 minutes. */
  url: z.string(),
  demo: z.boolean(),
  /** The player's cash balance when the game starts (0 in demo play). */
  coin: z.number().int(),
})

/** Closes the player's open session (of `sessionId` when given, else all) and returns the balance. */
export const exitGameRequest = requestBody({
  sessionId: z.uuid().optional(),
})

export const exitGameReply = z.object({
  coin: z.number().int(),
  sessionsClosed: z.number().int().nonnegative(),
})

/** Spec 7 gameLike: sets or clears one favourite; the reply is the whole list, newest first. */
export const gameLikeRequest = requestBody({
  gameId,
  like: z.boolean(),
})

export const gameLikeReply = z.object({
  gameLikeIds: z.array(z.number().int()),
})
