import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { userDevices, users } from '../../db/schema/accounts.ts'

export type UserRow = typeof users.$inferSelect

export type SocialKind = 'google' | 'facebook' | 'line'

/** The column pair holding each provider's subject and display name. */
const socialColumns = {
  google: { subject: users.googleSub, name: 'googleName', key: 'googleSub' },
  facebook: { subject: users.facebookId, name: 'facebookName', key: 'facebookId' },
  line: { subject: users.lineId, name: 'lineName', key: 'lineId' },
} as const

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

export async function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.account, account))
  return row ?? null
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile))
  return row ?? null
}

export async function findUserByInviteCode(db: DbOrTx, code: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.inviteCode, code))
  return row ?? null
}

export async function findUserBySocial(
  db: DbOrTx,
  kind: SocialKind,
  subject: string,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(socialColumns[kind].subject, subject))
  return row ?? null
}

/** Without 0/O, 1/I/L: codes are read aloud and typed from screenshots. */
const INVITE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const INVITE_CODE_LENGTH = 8

export function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]
  return code
}

export interface NewUser {
  accountType: number
  account?: string
  passwordHash?: string
  mobile?: string
  nickname?: string
  pid?: number | null
  social?: { kind: SocialKind; subject: string; name: string }
  createdAt: Date
}

/**
 * Inserts a user with a fresh unique invite code (retried on the rare collision) and, when no nickname is
 * given, 'Player' + the last 4 digits of the new id. Other unique violations (account, mobile, social
 * subject) propagate for the caller to map.
 */
export async function insertUser(tx: DbOrTx, u: NewUser): Promise<UserRow> {
  const social = u.social
    ? {
        [socialColumns[u.social.kind].key]: u.social.subject,
        [socialColumns[u.social.kind].name]: u.social.name,
      }
    : {}
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(users)
      .values({
        uuid: randomUUID(),
        accountType: u.accountType,
        account: u.account ?? null,
        passwordHash: u.passwordHash ?? null,
        mobile: u.mobile ?? null,
        nickname: u.nickname ?? '',
        pid: u.pid ?? null,
        inviteCode: newInviteCode(),
        createdAt: u.createdAt,
        ...social,
      })
      .onConflictDoNothing({ target: users.inviteCode })
      .returning()
    if (!row) continue
    if (u.nickname) return row
    const [named] = await tx
      .update(users)
      .set({ nickname: sql`'Player' || right(${users.id}::text, 4)` })
      .where(eq(users.id, row.id))
      .returning()
    return named ?? row
  }
  throw new Error('could not allocate a unique invite code')
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  patch: Partial<Pick<UserRow, 'nickname' | 'avatar' | 'passwordHash'>>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning()
  return row ?? null
}

/** Sets the first password; null when the user already has one (checked in the same statement). */
export async function setFirstPassword(
  db: DbOrTx,
  id: number,
  passwordHash: string,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, id), isNull(users.passwordHash)))
    .returning()
  return row ?? null
}

/** Binds a phone to a user who has none; null when the user already has one. */
export async function bindMobile(db: DbOrTx, id: number, mobile: string): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.id, id), isNull(users.mobile)))
    .returning()
  return row ?? null
}

/** Binds a social subject to a user who has none for that provider; null otherwise. */
export async function bindSocial(
  db: DbOrTx,
  id: number,
  kind: SocialKind,
  subject: string,
  name: string,
): Promise<UserRow | null> {
  const col = socialColumns[kind]
  const [row] = await db
    .update(users)
    .set({ [col.key]: subject, [col.name]: name })
    .where(and(eq(users.id, id), isNull(col.subject)))
    .returning()
  return row ?? null
}

export const socialSubjectOf = (row: UserRow, kind: SocialKind): string | null => row[socialColumns[kind].key]

export interface DeviceReport {
  userId: number
  os: string
  deviceModel: string
  messagingToken?: string | undefined
  phoneInfo?: Record<string, string> | undefined
  gameListVersion: string
  now: Date
}

/** Records the native shell's device; a messaging token moves to whoever signed in on it last. */
export async function upsertDevice(db: DbOrTx, d: DeviceReport): Promise<void> {
  const token = d.messagingToken ? d.messagingToken : null
  const values = {
    userId: d.userId,
    os: d.os,
    deviceModel: d.deviceModel,
    messagingToken: token,
    messagingTokenHash: token ? createHash('sha256').update(token).digest('hex') : null,
    phoneInfo: d.phoneInfo ?? {},
    gameListVersion: d.gameListVersion,
    firstSeenAt: d.now,
    lastSeenAt: d.now,
  }
  const update = {
    userId: values.userId,
    os: values.os,
    deviceModel: values.deviceModel,
    phoneInfo: values.phoneInfo,
    gameListVersion: values.gameListVersion,
    lastSeenAt: values.lastSeenAt,
  }
  if (token) {
    await db
      .insert(userDevices)
      .values(values)
      .onConflictDoUpdate({ target: userDevices.messagingTokenHash, set: update })
    return
  }
  await db
    .insert(userDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [userDevices.userId, userDevices.os, userDevices.deviceModel],
      targetWhere: sql`messaging_token_hash is null`,
      set: update,
    })
}

/** Postgres 23505 from either driver (drizzle wraps the driver error in `cause`). */
export function uniqueViolation(err: unknown): string | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : ''
    e = e.cause as typeof e
  }
  return null
}
