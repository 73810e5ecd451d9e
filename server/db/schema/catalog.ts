import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** status 1 = shown; anything else hides the row (and, for types, brands and platforms, their games). */
export const gameTypes = pgTable('game_types', {
  id: integer('id').primaryKey(),
  /**
   * The operator's label: the generated icon's title, and the served name only when content_texts has
   * the text in neither the caller's locale nor English.
   */
  name: text('name').notNull(),
  /** Players see this content_texts title in their locale (like FAQ items). */
  textKey: text('text_key').notNull(),
  /** Which artwork family the generated thumbnails of this type use (see modules/config/thumbnail.ts). */
  motif: text('motif').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})

export const gameBrands = pgTable('game_brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  img: text('img').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
})

export const gamePlatforms = pgTable('game_platforms', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull().default(1),
})

export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  gameType: integer('game_type').notNull(),
  brandId: integer('brand_id').notNull(),
  platformId: integer('platform_id').notNull(),
  /** Path relative to settings.gameResourceUrl. */
  img: text('img').notNull(),
  sort: integer('sort').notNull().default(0),
  status: integer('status').notNull().default(1),
  isHot: boolean('is_hot').notNull().default(false),
  isNew: boolean('is_new').notNull().default(false),
  tryIt: boolean('try_it').notNull().default(true),
})
