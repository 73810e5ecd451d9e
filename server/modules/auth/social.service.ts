import { AccountType, SocialProvider } from '../../../contract/enums.ts'
import { ErrorMsg } from '../../../contract/errors.ts'
import type { SessionReply, UserInfo } from '../../../contract/user.ts'
import type { Caller } from '../../http/context.ts'
import { badRequest, conflict } from '../../http/errors.ts'
import { getLengths } from '../config/config.service.ts'
import {
  type AuthDeps,
  createAccount,
  currentUser,
  resolveInviter,
  type Source,
  startSession,
} from './auth.common.ts'
import { bucket, LIMITS } from './auth.limits.ts'
import { nicknameFrom } from './auth.validate.ts'
import type { SocialIdentity } from './social.ts'
import { loadUserInfo } from './user.info.ts'
import {
  bindSocial,
  findUserBySocial,
  type SocialKind,
  socialSubjectOf,
  uniqueViolation,
} from './user.repo.ts'

const KIND_OF_PROVIDER: Record<SocialProvider, SocialKind> = {
  [SocialProvider.facebook]: 'facebook',
  [SocialProvider.line]: 'line',
  [SocialProvider.google]: 'google',
}

/** Provider display names are kept for the profile, never longer than this. */
const NAME_MAX = 64

async function verified(d: AuthDeps, kind: SocialKind, token: string, ip: string): Promise<SocialIdentity> {
  const verifier = d.social[kind]
  if (!verifier.configured) throw badRequest(ErrorMsg.socialNotConfigured)
  // Reserved before the token is checked, kept when it is refused, given back when it is good.
  const attempt = await d.rateLimiter.reserve(bucket.loginIp(ip), LIMITS.failedLoginPerIp)
  const identity = await verifier.verify(token)
  if (!identity) throw badRequest(ErrorMsg.socialTokenInvalid)
  await attempt.release()
  return { subject: identity.subject, name: [...identity.name].slice(0, NAME_MAX).join('') }
}

/** googleLogin / facebookLogin / lineLogin: signs in by (provider, subject), creating the account on first use. */
export async function socialLogin(
  d: AuthDeps,
  kind: SocialKind,
  body: { token: string; inviteCode?: string | undefined },
  src: Source,
): Promise<SessionReply> {
  const id = await verified(d, kind, body.token, src.ip)
  const user = await findUserBySocial(d.db, kind, id.subject)
  if (user) return startSession(d, user, src)
  const pid = await resolveInviter(d, body.inviteCode)
  await d.rateLimiter.consume(bucket.registerIp(src.ip), d.registerPerIp)
  return createAccount(
    d,
    {
      accountType: AccountType[kind],
      nickname: nicknameFrom(id.name, await getLengths(d.db)) ?? undefined,
      social: { kind, subject: id.subject, name: id.name },
      pid,
    },
    ErrorMsg.socialAlreadyBound,
    src,
  )
}

/** Binds a provider identity to the caller's own account; one already bound elsewhere is refused. */
export async function bindSocialAccount(
  d: AuthDeps,
  caller: Caller,
  body: { provider: SocialProvider; token: string },
  ip: string,
): Promise<UserInfo> {
  const me = await currentUser(d, caller)
  const kind = KIND_OF_PROVIDER[body.provider]
  const id = await verified(d, kind, body.token, ip)
  const owner = await findUserBySocial(d.db, kind, id.subject)
  if (owner) {
    if (owner.id === me.id) return loadUserInfo(d.db, owner)
    throw conflict(ErrorMsg.socialAlreadyBound)
  }
  // One identity per provider per player: replacing a bound one is not offered.
  if (socialSubjectOf(me, kind) !== null) throw conflict(ErrorMsg.socialAlreadyBound)
  try {
    const row = await bindSocial(d.db, me.id, kind, id.subject, id.name)
    if (!row) throw conflict(ErrorMsg.socialAlreadyBound)
    return await loadUserInfo(d.db, row)
  } catch (err) {
    if (uniqueViolation(err) !== null) throw conflict(ErrorMsg.socialAlreadyBound)
    throw err
  }
}
