import { and, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { gameLikes } from '../../db/schema/index.ts'
import { query } from '../../db/sql.ts'

/** The most favourites one player keeps; a like beyond it is refused (the list is shown whole). */
export const LIKES_LIMIT = 200

/**
 * Whether players can see and start this game now: the game and its type, brand and platform are all
 * switched on (the rule appConfig's catalogue applies). Read from the tables, so an operator's switch
 * applies at once, not at the next restart like the cached catalogue.
 */
export async function isGamePlayable(db: DbOrTx, gameId: number): Promise<boolean> {
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT g.id FROM games g
        JOIN game_types t ON t.id = g.game_type AND t.status = 1
        JOIN game_brands b ON b.id = g.brand_id AND b.status = 1
        JOIN game_platforms p ON p.id = g.platform_id AND p.status = 1
        WHERE g.id = ${gameId} AND g.status = 1`,
  )
  return rows.length > 0
}

/** Of `ids`, those still playable, in the given order. */
export async function keepPlayable(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await query<{ id: number }>(
    db,
    sql`SELECT g.id FROM games g
        JOIN game_types t ON t.id = g.game_type AND t.status = 1
        JOIN game_brands b ON b.id = g.brand_id AND b.status = 1
        JOIN game_platforms p ON p.id = g.platform_id AND p.status = 1
        WHERE g.status = 1 AND g.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  )
  const shown = new Set(rows.map((r) => Number(r.id)))
  return ids.filter((id) => shown.has(id))
}

/** The player's favourite game ids, newest first. */
export async function listGameLikes(db: DbOrTx, userId: number, limit = LIKES_LIMIT): Promise<number[]> {
  const rows = await db
    .select({ gameId: gameLikes.gameId })
    .from(gameLikes)
    .where(eq(gameLikes.userId, userId))
    .orderBy(desc(gameLikes.createdAt), desc(gameLikes.gameId))
    .limit(limit)
  return rows.map((r) => r.gameId)
}

export async function countGameLikes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM game_likes WHERE user_id = ${userId}`,
  )
  return Number(row?.n ?? 0)
}

/** Adds a favourite; a second like of the same game keeps the first one's time. Returns whether it was new. */
export async function insertGameLike(
  db: DbOrTx,
  userId: number,
  gameId: number,
  now: number,
): Promise<boolean> {
  const rows = await db
    .insert(gameLikes)
    .values({ userId, gameId, createdAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ gameId: gameLikes.gameId })
  return rows.length > 0
}

export async function deleteGameLike(db: DbOrTx, userId: number, gameId: number): Promise<void> {
  await db.delete(gameLikes).where(and(eq(gameLikes.userId, userId), eq(gameLikes.gameId, gameId)))
}

/** Serialises one player's like changes (the cap is a read-then-write); other players are not blocked. */
export async function lockPlayer(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)
}
