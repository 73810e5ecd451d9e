import { AccountType } from '../../../contract/enums.ts'
import { ErrorMsg } from '../../../contract/errors.ts'
import type { SessionReply, UserInfo } from '../../../contract/user.ts'
import type { Caller } from '../../http/context.ts'
import { conflict } from '../../http/errors.ts'
import { getLengths } from '../config/config.service.ts'
import {
  type AuthDeps,
  createAccount,
  currentUser,
  invalidCredentials,
  resolveInviter,
  startSession,
} from './auth.common.ts'
import { bucket, LIMITS } from './auth.limits.ts'
import { checkAccount, checkPassword, normalizePhone } from './auth.validate.ts'
import { hashPassword, verifyDummy, verifyPassword } from './password.ts'
import { loadUserInfo } from './user.info.ts'
import { findUserByAccount, findUserByMobile, setFirstPassword } from './user.repo.ts'

export async function register(
  d: AuthDeps,
  body: { account: string; password: string; inviteCode?: string | undefined },
  ip: string,
): Promise<SessionReply> {
  const lengths = await getLengths(d.db)
  const account = checkAccount(body.account, lengths)
  const password = checkPassword(body.password, lengths)
  await d.rateLimiter.consume(bucket.registerIp(ip), LIMITS.registerPerIp)
  const pid = await resolveInviter(d, body.inviteCode)
  if (await findUserByAccount(d.db, account)) throw conflict(ErrorMsg.accountTaken)
  const passwordHash = await hashPassword(password)
  return createAccount(
    d,
    { accountType: AccountType.account, account, passwordHash, nickname: account, pid },
    ErrorMsg.accountTaken,
  )
}

export type PasswordLogin =
  | { loginType: 2; account: string; password: string }
  | { loginType: 3; phone: string; password: string }

/**
 * Account + password (loginType 2) or phone + password without a code (loginType 3, phoneNoOtp).
 * Limits are checked before any hashing; only failures are counted. Unknown accounts, accounts without a
 * password and wrong passwords all answer the same, after the same amount of hashing.
 */
export async function login(d: AuthDeps, body: PasswordLogin, ip: string): Promise<SessionReply> {
  await d.rateLimiter.check(bucket.loginIp(ip), LIMITS.failedLoginPerIp)
  const identifier = body.loginType === 2 ? body.account.toLowerCase() : normalizePhone(body.phone)
  const user =
    body.loginType === 2
      ? await findUserByAccount(d.db, identifier)
      : await findUserByMobile(d.db, identifier)
  // Keyed by user once known, so account and phone logins share one budget per player.
  const accountBucket = bucket.loginAccount(user ? `u:${user.id}` : `${body.loginType}:${identifier}`)
  await d.rateLimiter.check(accountBucket, LIMITS.failedLoginPerAccount)
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDummy(body.password)
  if (!user || !ok) {
    await d.rateLimiter.record(bucket.loginIp(ip), LIMITS.failedLoginPerIp)
    await d.rateLimiter.record(accountBucket, LIMITS.failedLoginPerAccount)
    throw invalidCredentials()
  }
  return startSession(d, user)
}

/** Sets a password on an account that has none (phone-code or social sign-up); other sessions end. */
export async function initPassword(d: AuthDeps, caller: Caller | null, password: string): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  const checked = checkPassword(password, await getLengths(d.db))
  if (me.passwordHash !== null) throw conflict(ErrorMsg.passwordAlreadySet)
  const passwordHash = await hashPassword(checked)
  const row = await d.db.transaction(async (tx) => {
    const updated = await setFirstPassword(tx, me.id, passwordHash)
    if (updated) await d.sessions.revokeAll(me.id, caller?.sessionId, tx)
    return updated
  })
  if (!row) throw conflict(ErrorMsg.passwordAlreadySet)
  return loadUserInfo(d.db, row)
}
