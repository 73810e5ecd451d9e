import * as z from 'zod/mini'
import type { RawGameStartSearch } from './start-params.ts'

/**
 * /game/start search params (spec 2: gameId, tryIt 0|1, optional activityId). The route only passes the
 * raw values through (its file is in every page's route tree, and zod must not join the first load);
 * the page, a lazy chunk, validates them with this schema.
 */
const id = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))

export const gameStartSearchSchema = z.object({
  gameId: id,
  tryIt: z._default(z.pipe(z.coerce.number(), z.union([z.literal(0), z.literal(1)])), 0),
  activityId: z.optional(id),
})
export type GameStartSearch = z.infer<typeof gameStartSearchSchema>

export function parseGameStartSearch(raw: RawGameStartSearch): GameStartSearch | null {
  const parsed = gameStartSearchSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}
