import type { RateLimitRule } from '../../http/rate-limit.ts'

/**
 * Anti-automation for the account calls (ASVS 6.1.1 / 6.3.1, API4). Counters live in the database, so
 * they hold across server processes. Failed logins are checked before any password is hashed and counted
 * only on failure, so a locked-out attacker costs one cheap read and the real owner is never locked out
 * by the per-IP limit of someone else's address.
 */
export const LIMITS = {
  /** ASVS 2.2.1 / NIST 800-63B: at most 100 failed attempts per account per hour. */
  failedLoginPerAccount: { limit: 100, windowSeconds: 3600 },
  failedLoginPerIp: { limit: 50, windowSeconds: 900 },
  registerPerIp: { limit: 30, windowSeconds: 3600 },
  smsSendPerIp: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>

export const SMS_CODE_TTL_SECONDS = 5 * 60
export const SMS_RESEND_SECONDS = 60
/** The fifth wrong guess burns the code: 10 codes/day x 5 guesses leaves 1 in 20,000 per phone per day. */
export const SMS_MAX_ATTEMPTS = 5

export const bucket = {
  loginAccount: (key: string) => `auth:login-fail:acct:${key}`,
  loginIp: (ip: string) => `auth:login-fail:ip:${ip}`,
  registerIp: (ip: string) => `auth:register:ip:${ip}`,
  smsIp: (ip: string) => `auth:sms:ip:${ip}`,
}
