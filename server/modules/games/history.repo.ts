import { desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { gameHistory } from '../../db/schema/index.ts'

/** How many recent games profile's gameHistory carries (the table keeps one row per game played). */
export const HISTORY_LIMIT = 20

/**
 * Records that the player started a game: one row per (player, game), played_at moved to `now` on a
 * repeat start, so the list is de-duplicated and newest first by played_at. Called by startGame, inside
 * its transaction when it has one.
 */
export async function recordGameHistory(
  db: DbOrTx,
  userId: number,
  gameId: number,
  now: number,
): Promise<void> {
  const at = new Date(now)
  await db
    .insert(gameHistory)
    .values({ userId, gameId, playedAt: at })
    .onConflictDoUpdate({
      target: [gameHistory.userId, gameHistory.gameId],
      // Never move backwards: two starts racing commit in any order.
      set: { playedAt: sql`greatest(${gameHistory.playedAt}, excluded.played_at)` },
    })
}

/** The player's recent game ids, newest first, at most `limit`. */
export async function listGameHistory(db: DbOrTx, userId: number, limit = HISTORY_LIMIT): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameHistory.gameId })
    .from(gameHistory)
    .where(eq(gameHistory.userId, userId))
    .orderBy(desc(gameHistory.playedAt), desc(gameHistory.gameId))
    .limit(limit)
  return rows.map((r) => r.gameId)
}
