import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0003_events.sql is the source of truth; this mirrors it for typed queries. */
export const appEvents = pgTable(
  'app_events',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    appId: text('app_id').notNull(),
    version: text('version').notNull(),
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    eventUserId: bigint('event_user_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    target: text('target').notNull().default(''),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_events_event_time').on(t.eventTime)],
)

export const userPresence = pgTable(
  'user_presence',
  {
    userId: bigint('user_id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_presence_last_seen_at').on(t.lastSeenAt)],
)
