import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/** The SQL in migrations/0001_accounts.sql is the source of truth; this mirrors it for typed queries. */
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

export const smsCodes = pgTable('sms_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  authMode: integer('auth_mode').notNull(),
  codeHash: text('code_hash').notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  spentAt: timestamp('spent_at', { withTimezone: true }),
})

export const smsOutbox = pgTable('sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  code: text('code').notNull(),
  authMode: integer('auth_mode').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const userDevices = pgTable('user_devices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  os: text('os').notNull(),
  deviceModel: text('device_model').notNull(),
  messagingToken: text('messaging_token'),
  messagingTokenHash: text('messaging_token_hash').unique(),
  phoneInfo: jsonb('phone_info').$type<Record<string, string>>().notNull().default({}),
  gameListVersion: text('game_list_version').notNull().default(''),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
})

/** Devices (sha256 of the `fingerprint` header) that have signed in to an account; 0021_known_devices.sql. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    fingerprintHash: text('fingerprint_hash').notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprintHash] })],
)
