import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0006_withdraw.sql is the source of truth; this mirrors it for typed queries. */
export const banks = pgTable('banks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})

export const userBankCards = pgTable('user_bank_cards', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  bankId: integer('bank_id').notNull(),
  holderName: text('holder_name').notNull(),
  accountNo: text('account_no').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

export const withdrawals = pgTable('withdrawals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  cardId: bigint('card_id', { mode: 'number' }).notNull(),
  bankId: integer('bank_id').notNull(),
  bankName: text('bank_name').notNull(),
  holderName: text('holder_name').notNull(),
  accountNo: text('account_no').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  fee: bigint('fee', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('pending'),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
})

export const payoutEvents = pgTable(
  'payout_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)

/** Written by the games module, one row per bet; read by records, turnover and user info. */
export const betRecords = pgTable('bet_records', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  gameId: integer('game_id').notNull(),
  gameType: integer('game_type').notNull(),
  betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
  winAmount: bigint('win_amount', { mode: 'number' }).notNull().default(0),
  roundId: text('round_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
