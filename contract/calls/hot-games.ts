import { z } from 'zod'
import { emptyRequest } from '../common.ts'

/**
 * Hot games (issue 21; spec 2 /activity/slotshack, activity SlotsHack): today's (UTC) real round results
 * per game, from the bets and wins the server recorded. Past results, never predictions.
 */

export const HOT_GAMES_LIMIT = 10

export const hotGamesRequest = emptyRequest

export const hotGamesReply = z.object({
  /** The UTC day the figures are for, yyyy-mm-dd. */
  day: z.string(),
  /** Biggest first: each game's best round today (win / bet), at most HOT_GAMES_LIMIT. */
  biggestMultipliers: z.array(
    z.object({
      gameId: z.number().int(),
      /** The round's win / bet in hundredths, rounded down (2550 = ×25.50). */
      multiplier: z.number().int(),
      /** That round's bet and win, minor units. */
      bet: z.number().int(),
      win: z.number().int(),
    }),
  ),
  /** Most rounds first, at most HOT_GAMES_LIMIT. */
  mostPlayed: z.array(z.object({ gameId: z.number().int(), rounds: z.number().int() })),
})
