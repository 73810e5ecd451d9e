import { bigint, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'

/** Operator settings by section ('lengths', 'settings', 'clientConfig', ...), validated on read. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const vipLevels = pgTable('vip_levels', {
  level: integer('level').primaryKey(),
  /** Bet amount in minor units needed to reach the level. */
  experience: bigint('experience', { mode: 'number' }).notNull(),
  betLimit: bigint('bet_limit', { mode: 'number' }).notNull(),
  /** VIP theme key 1-6. */
  showType: integer('show_type').notNull(),
  /** Paid once when a player first reaches the level (minor units). */
  levelUpReward: bigint('level_up_reward', { mode: 'number' }).notNull().default(0),
  /** What appVipUserReceiveDaily pays at this level, once per UTC day (minor units). */
  dailyBonus: bigint('daily_bonus', { mode: 'number' }).notNull().default(0),
  /** What appVipUserReceiveSignInAward pays at this level, once per UTC day (minor units). */
  signInAward: bigint('sign_in_award', { mode: 'number' }).notNull().default(0),
})

export const userLevels = pgTable('user_levels', {
  level: integer('level').primaryKey(),
  betAmount: bigint('bet_amount', { mode: 'number' }).notNull(),
})

export const genericImages = pgTable('generic_images', {
  uniqueKey: text('unique_key').primaryKey(),
  img: text('img').notNull(),
})

/** Every player-visible text, one row per locale; 'en' is the fallback. */
export const contentTexts = pgTable(
  'content_texts',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.locale] })],
)

export const faqItems = pgTable('faq_items', {
  id: integer('id').primaryKey(),
  textKey: text('text_key').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})

export const notices = pgTable('notices', {
  id: integer('id').primaryKey(),
  textKey: text('text_key').notNull(),
  sort: integer('sort').notNull().default(0),
  /** 1 = lobby marquee, 2 = popup. */
  showType: integer('show_type').notNull(),
  status: integer('status').notNull().default(1),
})

export const customerServices = pgTable('customer_services', {
  id: integer('id').primaryKey(),
  /** 1 = online chat; others are contact links. */
  itemType: integer('item_type').notNull(),
  /** Its content_texts title is the localized label (param1). */
  textKey: text('text_key').notNull(),
  /** URL or handle (param2). */
  target: text('target').notNull(),
  /** Opening hours, minutes of the UTC day (0038); both null = around the clock. */
  openFrom: smallint('open_from'),
  openTo: smallint('open_to'),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})
