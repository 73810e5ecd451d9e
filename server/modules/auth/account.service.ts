import { AccountType } from '../../../contract/enums.ts'
import { ErrorMsg } from '../../../contract/errors.ts'
import { normalizePhone } from '../../../contract/phone.ts'
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
  type Source,
  startSession,
} from './auth.common.ts'
import { bucket, LIMITS } from './auth.limits.ts'
import { checkAccount, checkNewPassword } from './auth.validate.ts'
import { fingerprintHash, isKnownDevice } from './known-devices.ts'
import { hashPassword, verifyDummy, verifyPassword } from './password.ts'
import { loadUserInfo } from './user.info.ts'
import { findUserByAccount, findUserByMobile, setFirstPassword } from './user.repo.ts'

export async function register(
  d: AuthDeps,
  body: { account: string; password: string; inviteCode?: string | undefined },
  src: Source,
): Promise<SessionReply> {
  const lengths = await getLengths(d.db)
  const account = checkAccount(body.account, lengths)
  const password = await checkNewPassword(body.password, lengths, { account })
  await d.rateLimiter.consume(bucket.registerIp(src.ip), d.registerPerIp)
  const pid = await resolveInviter(d, body.inviteCode)
  if (await findUserByAccount(d.db, account)) throw conflict(ErrorMsg.accountTaken)
  const passwordHash = await hashPassword(password)
  return createAccount(
    d,
    { accountType: AccountType.account, account, passwordHash, nickname: account, pid },
    ErrorMsg.accountTaken,
    src,
  )
}

export type PasswordLogin =
  | { loginType: 2; account: string; password: string }
  | { loginType: 3; phone: string; password: string }

/**
 * Account + password (loginType 2) or phone + password without a code (loginType 3, phoneNoOtp).
 * The attempt is reserved in its buckets before any hashing (auth.limits.ts has the rule: a known device
 * has its own budget, other sources share the IP's and the account's) and given back when the password is
 * right. Unknown accounts, accounts without a password and wrong passwords all answer the same, after the
 * same reads and the same amount of hashing.
 */
export async function login(d: AuthDeps, body: PasswordLogin, src: Source): Promise<SessionReply> {
  const identifier = body.loginType === 2 ? body.account.toLowerCase() : normalizePhone(body.phone)
  const user =
    body.loginType === 2
      ? await findUserByAccount(d.db, identifier)
      : await findUserByMobile(d.db, identifier)
  const device = fingerprintHash(src.fingerprint)
  const known = await isKnownDevice(d.db, user?.id ?? null, device, d.clock())
  const attempt =
    user && device && known
      ? await d.rateLimiter.reserve(
          bucket.loginKnownDevice(user.id, device),
          LIMITS.failedLoginPerKnownDevice,
        )
      : await d.rateLimiter.reserveAll([
          [bucket.loginIp(src.ip), LIMITS.failedLoginPerIp],
          // Keyed by user once known, so account and phone logins share one budget per player.
          [
            bucket.loginAccount(user ? `u:${user.id}` : `${body.loginType}:${identifier}`),
            LIMITS.failedLoginPerAccount,
          ],
        ])
  const ok = user?.passwordHash
    ? await verifyPassword(user.passwordHash, body.password)
    : await verifyDummy(body.password)
  // A failure keeps its reservation: that is the count.
  if (!user || !ok) throw invalidCredentials()
  await attempt.release()
  return startSession(d, user, src)
}

/** Sets a password on an account that has none (phone-code or social sign-up); other sessions end. */
export async function initPassword(d: AuthDeps, caller: Caller, password: string): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  const checked = await checkNewPassword(password, await getLengths(d.db), {
    account: me.account ?? undefined,
  })
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
