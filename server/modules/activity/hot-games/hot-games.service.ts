import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { HOT_GAMES_LIMIT, type hotGamesReply } from '../../../../contract/calls/hot-games.ts'
import type { Db } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { utcDate } from '../sign-in/sign-in.cycle.ts'

/** A multiplier in hundredths, rounded down: win 2550 on bet 100 is 2550 (×25.50). */
export const multiplierHundredths = (win: number, bet: number): number =>
  Number((BigInt(win) * 100n) / BigInt(bet))

/**
 * getHotGames (public): today's (UTC, injected clock) figures of the hot-games consumer, for games that
 * are on. Two small reads of one day's rows; nothing here touches bets.
 */
export async function hotGames(db: Db, now: number): Promise<z.input<typeof hotGamesReply>> {
  const day = utcDate(now)
  const [best, played] = await Promise.all([
    query<{ game_id: number; best_win: string | number; best_bet: string | number }>(
      db,
      sql`SELECT h.game_id, h.best_win, h.best_bet FROM hot_game_days h
          JOIN games g ON g.id = h.game_id AND g.status = 1
          WHERE h.day = ${day}::date AND h.best_bet > 0 AND h.best_win > 0
          ORDER BY h.best_win::numeric / h.best_bet DESC, h.game_id
          LIMIT ${HOT_GAMES_LIMIT}`,
    ),
    query<{ game_id: number; rounds: number }>(
      db,
      sql`SELECT h.game_id, h.rounds FROM hot_game_days h
          JOIN games g ON g.id = h.game_id AND g.status = 1
          WHERE h.day = ${day}::date AND h.rounds > 0
          ORDER BY h.rounds DESC, h.game_id
          LIMIT ${HOT_GAMES_LIMIT}`,
    ),
  ])
  return {
    day,
    biggestMultipliers: best.map((r) => {
      const win = Number(r.best_win)
      const bet = Number(r.best_bet)
      return { gameId: Number(r.game_id), multiplier: multiplierHundredths(win, bet), bet, win }
    }),
    mostPlayed: played.map((r) => ({ gameId: Number(r.game_id), rounds: Number(r.rounds) })),
  }
}
