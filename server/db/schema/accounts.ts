import { bigint, boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
  uuid: uuid('uuid').notNull().unique(),
  account: text('account').unique(),
  passwordHash: text('password_hash'),
  accountType: integer('account_type').notNull(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default('1'),
  avatarOther: text('avatar_other').notNull().default(''),
  mobile: text('mobile').unique(),
  googleSub: text('google_sub').unique(),
  googleName: text('google_name').notNull().default(''),
  facebookId: text('facebook_id').unique(),
  facebookName: text('facebook_name').notNull().default(''),
  lineId: text('line_id').unique(),
  lineName: text('line_name').notNull().default(''),
  safeboxPasswordHash: text('safebox_password_hash'),
  hasKyc: boolean('has_kyc').notNull().default(false),
  inviteCode: text('invite_code').notNull().unique(),
  pid: bigint('pid', { mode: 'number' }),
  vip: integer('vip').notNull().default(0),
  vipExp: bigint('vip_exp', { mode: 'number' }).notNull().default(0),
  userLevel: integer('user_level').notNull().default(0),
  lottery: integer('lottery').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const sessions = pgTable('sessions', {
  id: uuid('id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})
