import { bigint, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0010_game_likes.sql is the source of truth; this mirrors it for typed queries. */
export const gameLikes = pgTable(
  'game_likes',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
)

/** One row per (player, game); played_at is the latest start. */
export const gameHistory = pgTable(
  'game_history',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    gameId: integer('game_id').notNull(),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] })],
)
