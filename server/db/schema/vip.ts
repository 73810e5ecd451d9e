import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

/** Mirrors migrations/0024_vip.sql: each player's VIP state, kept by the vip.experience consumer. */
export const playerVip = pgTable('player_vip', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  experience: bigint('experience', { mode: 'number' }).notNull().default(0),
  level: integer('level').notNull().default(0),
  userLevel: integer('user_level').notNull().default(0),
  rewardedLevel: integer('rewarded_level').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})
