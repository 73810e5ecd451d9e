import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

/** The SQL in migrations/0009_games.sql is the source of truth; this mirrors it for typed queries. */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
})

export const gameSessions = pgTable('game_sessions', {
  id: uuid('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  gameId: integer('game_id').notNull(),
  gameType: integer('game_type').notNull(),
  provider: text('provider').notNull(),
  demo: boolean('demo').notNull(),
  lang: text('lang').notNull(),
  currency: text('currency').notNull(),
  launchTokenHash: text('launch_token_hash').notNull().unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }).notNull(),
  tokenUsedAt: timestamp('token_used_at', { withTimezone: true }),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
})

export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    sessionId: uuid('session_id'),
    userId: bigint('user_id', { mode: 'number' }),
    roundId: text('round_id').notNull().default(''),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    reference: text('reference'),
    fingerprint: text('fingerprint').notNull(),
    reply: jsonb('reply'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    rolledBack: boolean('rolled_back').notNull().default(false),
    won: boolean('won').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('provider_transactions_unique').on(t.provider, t.transactionId)],
)

export const providerRounds = pgTable(
  'provider_rounds',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.roundId] })],
)
