import { ErrorMsg } from '../../../contract/errors.ts'
import type { SessionReply } from '../../../contract/user.ts'
import type { Db } from '../../db/client.ts'
import type { Caller } from '../../http/context.ts'
import { badRequest, conflict, unauthenticated } from '../../http/errors.ts'
import type { RateLimiter, RateLimitRule } from '../../http/rate-limit.ts'
import { normalizeInviteCode } from './auth.validate.ts'
import { fingerprintHash, rememberDevice } from './known-devices.ts'
import type { SessionService } from './session.service.ts'
import type { SmsCodeService } from './sms.service.ts'
import type { SocialVerifiers } from './social.ts'
import { loadUserInfo, toUserInfo } from './user.info.ts'
import {
  findUserById,
  findUserByInviteCode,
  insertUser,
  type NewUser,
  type UserRow,
  uniqueViolation,
} from './user.repo.ts'

/** What the auth services need; built once in auth.routes.ts. */
export interface AuthDeps {
  db: Db
  sessions: SessionService
  rateLimiter: RateLimiter
  /** Sign-ups per IP per hour (config REGISTER_PER_IP_HOUR). */
  registerPerIp: RateLimitRule
  clock: () => number
  sms: SmsCodeService
  social: SocialVerifiers
}

/** Where a sign-in attempt comes from: the client's address and its `fingerprint` header ('' when absent). */
export interface Source {
  ip: string
  fingerprint: string
}

/** One answer for every failed login, whether or not the account exists (ASVS 6.3.8). */
export const invalidCredentials = () => badRequest(ErrorMsg.invalidCredentials)
export const smsCodeInvalid = () => badRequest(ErrorMsg.smsCodeInvalid)

/** The caller's row; a session whose user is gone is treated as no session. */
export async function currentUser(d: AuthDeps, caller: Caller): Promise<UserRow> {
  const row = await findUserById(d.db, caller.userId)
  if (!row) throw unauthenticated()
  return row
}

/** Inviter id for an invite code; '' or absent means none, an unknown code is refused. */
export async function resolveInviter(d: AuthDeps, code: string | undefined): Promise<number | null> {
  const c = normalizeInviteCode(code)
  if (!c) return null
  const inviter = await findUserByInviteCode(d.db, c)
  if (!inviter) throw badRequest(ErrorMsg.inviteCodeInvalid)
  return inviter.id
}

/** ASVS 7.2.4: every login and registration gets a new token. The device becomes (stays) a known one. */
export async function startSession(d: AuthDeps, user: UserRow, src: Source): Promise<SessionReply> {
  await rememberDevice(d.db, user.id, fingerprintHash(src.fingerprint), d.clock())
  const token = await d.sessions.issue(user.id)
  return { token, user: await loadUserInfo(d.db, user) }
}

/**
 * Creates the user and its first session in one transaction. `takenMsg` answers a unique violation: the
 * account, phone or social subject was taken between the caller's check and this insert.
 */
export async function createAccount(
  d: AuthDeps,
  u: Omit<NewUser, 'createdAt'>,
  takenMsg: ErrorMsg,
  src: Source,
): Promise<SessionReply> {
  try {
    return await d.db.transaction(async (tx) => {
      const row = await insertUser(tx, { ...u, createdAt: new Date(d.clock()) })
      await rememberDevice(tx, row.id, fingerprintHash(src.fingerprint), d.clock())
      const token = await d.sessions.issue(row.id, tx)
      return { token, user: toUserInfo(row) }
    })
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(takenMsg)
    throw err
  }
}
