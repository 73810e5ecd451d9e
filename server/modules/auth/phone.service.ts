import { AccountType, AuthMode } from '../../../contract/enums.ts'
import { ErrorMsg } from '../../../contract/errors.ts'
import { normalizePhone } from '../../../contract/phone.ts'
import type { SessionReply, UserInfo } from '../../../contract/user.ts'
import type { Caller } from '../../http/context.ts'
import { conflict, unauthenticated } from '../../http/errors.ts'
import { getLengths } from '../config/config.service.ts'
import {
  type AuthDeps,
  createAccount,
  currentUser,
  resolveInviter,
  type Source,
  smsCodeInvalid,
  startSession,
} from './auth.common.ts'
import { bucket, LIMITS } from './auth.limits.ts'
import { checkNewPassword } from './auth.validate.ts'
import { forgetDevices } from './known-devices.ts'
import { hashPassword } from './password.ts'
import { loadUserInfo } from './user.info.ts'
import { bindMobile, findUserByMobile, uniqueViolation, updateUser } from './user.repo.ts'

export async function sendSms(
  d: AuthDeps,
  body: { phone: string; authMode: AuthMode },
  caller: Caller | null,
  ip: string,
): Promise<{ expiresIn: number; resendIn: number }> {
  const phone = normalizePhone(body.phone)
  // No enumeration (ASVS 6.3.8): whether the phone has an account changes only whether a code is
  // delivered, never the reply, the limits or the cooldown. The send is recorded either way, so the next
  // request looks the same too; an undelivered code can never be matched. So a register or bind code is
  // not delivered to a taken phone (accountRegist4 and bindAccount say phoneTaken only to a caller who
  // holds a valid code, i.e. the phone's owner), and a forget code not to an unknown one.
  let deliver = true
  switch (body.authMode) {
    case AuthMode.register:
      deliver = (await findUserByMobile(d.db, phone)) === null
      break
    case AuthMode.bind: {
      // A bind code belongs to the signed-in player who asked for it (ASVS 6.6.2).
      if (!caller) throw unauthenticated()
      const me = await currentUser(d, caller)
      if (me.mobile) throw conflict(ErrorMsg.phoneAlreadyBound)
      deliver = (await findUserByMobile(d.db, phone)) === null
      break
    }
    case AuthMode.forget:
      deliver = (await findUserByMobile(d.db, phone)) !== null
      break
    case AuthMode.loginAndRegister:
      break
  }
  return d.sms.issue({ phone, mode: body.authMode, ip, userId: caller?.userId ?? null, deliver })
}

export async function registerByPhone(
  d: AuthDeps,
  body: { phone: string; code: string; password: string; inviteCode?: string | undefined },
  src: Source,
): Promise<SessionReply> {
  const password = await checkNewPassword(body.password, await getLengths(d.db))
  const phone = normalizePhone(body.phone)
  await d.rateLimiter.consume(bucket.registerIp(src.ip), d.registerPerIp)
  // Everything that can fail without telling anything about the phone is checked before the code is spent.
  const pid = await resolveInviter(d, body.inviteCode)
  await checkCode(d, src, () => d.sms.consume(phone, AuthMode.register, body.code))
  // Only now, to the holder of a valid code: a taken phone never had one delivered (sendSms), so this
  // answers only a phone that was registered after its code was sent.
  if (await findUserByMobile(d.db, phone)) throw conflict(ErrorMsg.phoneTaken)
  const passwordHash = await hashPassword(password)
  return createAccount(
    d,
    { accountType: AccountType.phone, mobile: phone, passwordHash, pid },
    ErrorMsg.phoneTaken,
    src,
  )
}

/**
 * One SMS-code guess from a public call: reserved in the caller's IP budget before the code is checked,
 * kept when it is wrong and given back when it is right (auth.limits.ts). The code itself also burns after
 * SMS_MAX_ATTEMPTS wrong guesses (SmsCodeService.consume).
 */
async function checkCode(d: AuthDeps, src: Source, consume: () => Promise<boolean>): Promise<void> {
  const attempt = await d.rateLimiter.reserve(bucket.loginIp(src.ip), LIMITS.failedLoginPerIp)
  if (!(await consume())) throw smsCodeInvalid()
  await attempt.release()
}

/** Phone + one-time code (authMode loginAndRegister): signs in, or creates the account on first use. */
export async function loginSms(
  d: AuthDeps,
  body: { phone: string; code: string; inviteCode?: string | undefined },
  src: Source,
): Promise<SessionReply> {
  const phone = normalizePhone(body.phone)
  const user = await findUserByMobile(d.db, phone)
  let pid: number | null = null
  if (!user) {
    pid = await resolveInviter(d, body.inviteCode)
    await d.rateLimiter.consume(bucket.registerIp(src.ip), d.registerPerIp)
  }
  await checkCode(d, src, () => d.sms.consume(phone, AuthMode.loginAndRegister, body.code))
  if (user) return startSession(d, user, src)
  return createAccount(d, { accountType: AccountType.phone, mobile: phone, pid }, ErrorMsg.phoneTaken, src)
}

/**
 * Phone + code -> new password. Every session of the player ends except the caller's own, if any, and no
 * device stays known (each earns that again by signing in with the new password).
 */
export async function forgetPassword(
  d: AuthDeps,
  body: { phone: string; code: string; password: string },
  caller: Caller | null,
  src: Source,
): Promise<null> {
  // Not compared with the account name: that would tell a caller without a code the phone's account.
  const password = await checkNewPassword(body.password, await getLengths(d.db))
  const phone = normalizePhone(body.phone)
  const user = await findUserByMobile(d.db, phone)
  // An unknown phone only ever had an undelivered code, so it fails here exactly like a wrong code.
  await checkCode(
    d,
    src,
    async () => (await d.sms.consume(phone, AuthMode.forget, body.code)) && user !== null,
  )
  if (!user) throw smsCodeInvalid()
  const passwordHash = await hashPassword(password)
  const keep = caller?.userId === user.id ? caller.sessionId : undefined
  await d.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash })
    await d.sessions.revokeAll(user.id, keep, tx)
    await forgetDevices(tx, user.id)
  })
  return null
}

/** Binds a phone to the caller's own account (never another's), proven by a bind code sent to the caller. */
export async function bindPhone(
  d: AuthDeps,
  caller: Caller,
  body: { phone: string; code: string },
): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  const phone = normalizePhone(body.phone)
  if (me.mobile) throw conflict(ErrorMsg.phoneAlreadyBound)
  if (!(await d.sms.consume(phone, AuthMode.bind, body.code, me.id))) throw smsCodeInvalid()
  // After the code, like accountRegist4: a taken phone never had a bind code delivered (sendSms).
  if (await findUserByMobile(d.db, phone)) throw conflict(ErrorMsg.phoneTaken)
  try {
    const row = await bindMobile(d.db, me.id, phone)
    if (!row) throw conflict(ErrorMsg.phoneAlreadyBound)
    return await loadUserInfo(d.db, row)
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(ErrorMsg.phoneTaken)
    throw err
  }
}
