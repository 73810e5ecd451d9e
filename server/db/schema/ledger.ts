import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0004_ledger.sql is the source of truth; this mirrors it for typed queries. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }),
  kind: text('kind').notNull(),
  balance: bigint('balance', { mode: 'number' }),
})

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  fingerprint: text('fingerprint').notNull(),
  refType: text('ref_type').notNull().default(''),
  refId: text('ref_id').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const ledgerPostings = pgTable('ledger_postings', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
  accountId: bigint('account_id', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }),
})

/** Per-player running totals (migrations/0008_ledger_fast.sql): kept by ledger_post and a bet_records trigger. */
export const walletTotals = pgTable('wallet_totals', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  deposits: bigint('deposits', { mode: 'number' }).notNull().default(0),
  bonuses: bigint('bonuses', { mode: 'number' }).notNull().default(0),
  bets: bigint('bets', { mode: 'number' }).notNull().default(0),
})

/**
 * One wagering requirement per deposit and per deposit bonus (migrations/0022_wagering_requirements.sql),
 * written in the movement's transaction by a trigger on its domain event; read by wagering_locks.sql.
 */
export const wageringRequirements = pgTable('wagering_requirements', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).notNull().unique(),
  kind: text('kind').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  betsBefore: bigint('bets_before', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
