import { bigint, boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0011_builtin_provider.sql and 0043_provably_fair.sql is the source of truth; this mirrors it. */
export const builtinProviderSessions = pgTable('builtin_provider_sessions', {
  id: text('id').primaryKey(),
  walletSessionId: uuid('wallet_session_id').notNull(),
  gameId: integer('game_id').notNull(),
  engine: text('engine').notNull(),
  lang: text('lang').notNull(),
  currency: text('currency').notNull(),
  demo: boolean('demo').notNull(),
  demoBalance: bigint('demo_balance', { mode: 'number' }).notNull().default(0),
  staked: bigint('staked', { mode: 'number' }).notNull().default(0),
  won: bigint('won', { mode: 'number' }).notNull().default(0),
  rounds: integer('rounds').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  lastPlayAt: timestamp('last_play_at', { withTimezone: true }),
  owner: text('owner'),
})

export const builtinProviderRounds = pgTable('builtin_provider_rounds', {
  id: text('id').primaryKey(),
  sessionId: text('session_id').notNull(),
  stake: bigint('stake', { mode: 'number' }).notNull(),
  win: bigint('win', { mode: 'number' }).notNull().default(0),
  outcome: jsonb('outcome').notNull(),
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  seedId: bigint('seed_id', { mode: 'number' }),
  nonce: integer('nonce'),
})

export const builtinProviderSeeds = pgTable('builtin_provider_seeds', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  owner: text('owner').notNull(),
  serverSeed: text('server_seed').notNull(),
  serverHash: text('server_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: integer('nonce').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  revealedAt: timestamp('revealed_at', { withTimezone: true }),
})
