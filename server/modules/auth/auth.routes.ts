import { phone as phoneSchema } from '../../../contract/common.ts'
import { ErrorCode, ErrorMsg, ValidationMsg } from '../../../contract/errors.ts'
import { AppError } from '../../http/errors.ts'
import type { ModuleContext } from '../index.ts'
import { initPassword, login, register } from './account.service.ts'
import type { AuthDeps } from './auth.common.ts'
import { bindPhone, forgetPassword, loginSms, registerByPhone, sendSms } from './phone.service.ts'
import {
  afterLoginInfo,
  afterLoginInfoWeb,
  getUserInfo,
  logout,
  refreshData,
  updateProfile,
} from './profile.service.ts'
import { SmsCodeService } from './sms.service.ts'
import { readOutbox, SandboxSmsSender } from './sms.ts'
import { bindSocialAccount, socialLogin } from './social.service.ts'
import { defaultSocialVerifiers } from './social.ts'

/** Accounts, sessions, SMS codes and social sign-in. Overrides read: `sms`, `social`. */
export async function registerAuth(ctx: ModuleContext): Promise<void> {
  const sender = ctx.overrides.sms ?? new SandboxSmsSender(ctx.db, ctx.app.log, ctx.clock)
  const d: AuthDeps = {
    db: ctx.db,
    sessions: ctx.sessions,
    rateLimiter: ctx.rateLimiter,
    registerPerIp: { limit: ctx.config.registerPerIpHour, windowSeconds: 3600 },
    clock: ctx.clock,
    sms: new SmsCodeService(ctx.db, sender, ctx.rateLimiter, ctx.clock),
    social: { ...defaultSocialVerifiers(ctx.config.social), ...ctx.overrides.social },
  }

  ctx.call('accountRegist', ({ body, ip, fingerprint }) => register(d, body, { ip, fingerprint }))
  ctx.call('accountRegist4', ({ body, ip, fingerprint }) => registerByPhone(d, body, { ip, fingerprint }))
  ctx.call('accountLogin', ({ body, ip, fingerprint }) => login(d, body, { ip, fingerprint }))
  ctx.call('smsSend', ({ body, caller, ip }) => sendSms(d, body, caller, ip))
  ctx.call('accountLoginSms', ({ body, ip, fingerprint }) => loginSms(d, body, { ip, fingerprint }))
  ctx.call('forgetPassword', ({ body, caller, ip, fingerprint }) =>
    forgetPassword(d, body, caller, { ip, fingerprint }),
  )
  ctx.call('initPassword', ({ body, caller }) => initPassword(d, caller, body.password))
  ctx.call('bindAccount', ({ body, caller }) => bindPhone(d, caller, body))
  ctx.call('bindSocialAccount', ({ body, caller, ip }) => bindSocialAccount(d, caller, body, ip))
  ctx.call('googleLogin', ({ body, ip, fingerprint }) => socialLogin(d, 'google', body, { ip, fingerprint }))
  ctx.call('facebookLogin', ({ body, ip, fingerprint }) =>
    socialLogin(d, 'facebook', body, { ip, fingerprint }),
  )
  ctx.call('lineLogin', ({ body, ip, fingerprint }) => socialLogin(d, 'line', body, { ip, fingerprint }))
  ctx.call('updateProfile', ({ body, caller }) => updateProfile(d, caller, body))
  ctx.call('getUserInfo', ({ caller }) => getUserInfo(d, caller))
  ctx.call('refreshData', ({ caller }) => refreshData(d, caller))
  ctx.call('getAfterLoginInfoWeb', ({ caller }) => afterLoginInfoWeb(d, caller))
  ctx.call('getAfterLoginInfo', ({ body, caller, locale }) => afterLoginInfo(d, caller, body, locale))
  ctx.call('logout', ({ caller }) => logout(d, caller))

  if (ctx.config.devTools) registerSmsOutbox(ctx)
}

/** Dev and test aid only (never in production): the codes the sandbox sender "sent" to a phone, newest first. */
function registerSmsOutbox(ctx: ModuleContext): void {
  ctx.app.get('/dev/sms-outbox', async (request) => {
    const parsed = phoneSchema.safeParse((request.query as { phone?: unknown }).phone)
    if (!parsed.success) {
      throw new AppError(ErrorCode.badRequest, ErrorMsg.validation, 400, {
        phone: ValidationMsg.invalidFormat,
      })
    }
    return { code: 200, msg: ErrorMsg.ok, data: await readOutbox(ctx.db, parsed.data) }
  })
}
