import type { Lengths } from '../../../contract/calls/config.ts'

/**
 * The length rules of app config `lengths`. The config module serves exactly this constant, so the
 * client's form checks and the server's checks cannot drift apart.
 */
export const AUTH_LENGTHS: Lengths = {
  account: { min: 6, max: 16 },
  username: { min: 2, max: 16 },
  password: { min: 8, max: 64 },
  smsCode: { min: 6, max: 6 },
  withdrawAccount: { min: 8, max: 30 },
  safeboxPasswordLength: 6,
}

/** Characters an account name may use (checked after the length). */
export const ACCOUNT_PATTERN = /^[a-zA-Z0-9_]+$/

/** App config `settings.smsCodeSendLimit`: SMS codes one phone number may receive per UTC day. */
export const SMS_CODE_SEND_LIMIT = 10
