import type { RateLimitRule } from '../../http/rate-limit.ts'

/**
 * Anti-automation for the account calls (ASVS 6.1.1 / 6.3.1, API4; the why is docs/auth-limits.md).
 * Counters live in the database, so they hold across server processes. Every guess (a password, an SMS
 * code, a social token) is reserved in its buckets in one atomic increment BEFORE it is checked, and given
 * back when it was right, so only failures stay counted and a burst stops exactly at the limit.
 *
 * The lockout rule: a failed password login is counted per (account, source).
 * - Source = a known device (its `fingerprint` signed in to this account within KNOWN_DEVICE_DAYS): only
 *   that device's own budget, failedLoginPerKnownDevice. An attack from anywhere else never touches it.
 * - Any other source: its IP's budget (failedLoginPerIp, across all accounts) AND the account's one budget
 *   shared by every unknown source (failedLoginPerAccount). An attacker can exhaust the latter, which
 *   stops him (a right password gets 429 too) but only delays the owner's first login from a new device;
 *   the owner's known devices, SMS-code login and password reset keep working.
 * SMS-code and social logins, and the code checks of accountRegist4 and forgetPassword, count in the
 * per-IP budget; each SMS code also burns after SMS_MAX_ATTEMPTS wrong guesses.
 */
export const LIMITS = {
  /** ASVS 6.3.x / NIST 800-63B: at most 100 failed attempts per account per hour, from unknown sources. */
  failedLoginPerAccount: { limit: 100, windowSeconds: 3600 },
  /** A known device's own budget: a player mistyping, or at worst a stolen device, 40 guesses per hour. */
  failedLoginPerKnownDevice: { limit: 10, windowSeconds: 900 },
  failedLoginPerIp: { limit: 50, windowSeconds: 900 },
  smsSendPerIp: { limit: 20, windowSeconds: 3600 },
} satisfies Record<string, RateLimitRule>

/** A device is known for this long after its last successful sign-in to the account. */
export const KNOWN_DEVICE_DAYS = 90
/** The most recent devices kept per account; older ones lose their standing. */
export const KNOWN_DEVICES_PER_USER = 20

export const SMS_CODE_TTL_SECONDS = 5 * 60
export const SMS_RESEND_SECONDS = 60
/** The fifth wrong guess burns the code: 10 codes/day x 5 guesses leaves 1 in 20,000 per phone per day. */
export const SMS_MAX_ATTEMPTS = 5

export const bucket = {
  /** Failures from unknown sources against one account (or one unknown identifier). */
  loginAccount: (key: string) => `auth:login-fail:acct:${key}`,
  /** Failures from one known device against one account; keyed by a prefix of the device's hash. */
  loginKnownDevice: (userId: number, deviceHash: string) =>
    `auth:login-fail:acct:u:${userId}:dev:${deviceHash.slice(0, 32)}`,
  loginIp: (ip: string) => `auth:login-fail:ip:${ip}`,
  registerIp: (ip: string) => `auth:register:ip:${ip}`,
  smsIp: (ip: string) => `auth:sms:ip:${ip}`,
}
