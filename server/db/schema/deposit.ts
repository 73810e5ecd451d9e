import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** The SQL in migrations/0005_deposit.sql is the source of truth; this mirrors it for typed queries. */
export const rechargeTypes = pgTable('recharge_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(100),
  minAmount2: bigint('min_amount2', { mode: 'number' }).notNull().default(10_000),
  maxAmount: bigint('max_amount', { mode: 'number' }).notNull().default(10_000_000),
  isDefault: boolean('is_default').notNull().default(false),
  status: integer('status').notNull().default(1),
  provider: text('provider').notNull().default('sandbox'),
})

export const rechargeItems = pgTable('recharge_items', {
  id: integer('id').primaryKey(),
  price: bigint('price', { mode: 'number' }).notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})

export const rechargeTypeItems = pgTable(
  'recharge_type_items',
  {
    rechargeTypeId: integer('recharge_type_id').notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rechargeTypeId, t.itemId] })],
)

export const rechargeBonusRules = pgTable('recharge_bonus_rules', {
  id: integer('id').primaryKey(),
  kind: integer('kind').notNull(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
  percentBp: integer('percent_bp').notNull().default(0),
  fixedAmount: bigint('fixed_amount', { mode: 'number' }).notNull().default(0),
  maxBonus: bigint('max_bonus', { mode: 'number' }).notNull().default(0),
  minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
  rechargeTypeId: integer('recharge_type_id'),
  sort: integer('sort').notNull().default(0),
  params: jsonb('params').notNull().default({}),
  /** Cash bets needed to release a grant, as a multiple of it (1-10, 0028_bonus_grants.sql). */
  wagerMultiple: integer('wager_multiple').notNull().default(5),
})

export const rechargeOrders = pgTable('recharge_orders', {
  id: text('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  rechargeTypeId: integer('recharge_type_id').notNull(),
  itemId: integer('item_id'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('pending'),
  provider: text('provider').notNull(),
  payUrl: text('pay_url').notNull().default(''),
  bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
  bonusRules: jsonb('bonus_rules').notNull().default([]),
  /** The player chose the bonus before paying; without it the order settles with no bonus. */
  bonusOptIn: boolean('bonus_opt_in').notNull().default(false),
  providerEventId: text('provider_event_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    orderId: text('order_id').notNull(),
    payloadHash: text('payload_hash').notNull(),
    reply: jsonb('reply').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)
