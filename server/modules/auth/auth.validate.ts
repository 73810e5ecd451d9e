import { ValidationMsg } from '../../../contract/errors.ts'
import { fieldError } from '../../http/errors.ts'
import { ACCOUNT_PATTERN, AUTH_LENGTHS } from './auth.lengths.ts'

interface Range {
  min: number
  max: number
}

/** Length in characters (code points), the way a player counts them; the value is never altered. */
const charCount = (value: string) => [...value].length

function checkLength(field: string, value: string, range: Range): void {
  const n = charCount(value)
  if (n < range.min) throw fieldError(field, ValidationMsg.tooShort)
  if (n > range.max) throw fieldError(field, ValidationMsg.tooLong)
}

/** Accounts are case-insensitive: stored and looked up lower-cased. */
export function checkAccount(account: string, field = 'account'): string {
  checkLength(field, account, AUTH_LENGTHS.account)
  if (!ACCOUNT_PATTERN.test(account)) throw fieldError(field, ValidationMsg.invalidFormat)
  return account.toLowerCase()
}

/** ASVS 6.2: length only, no composition rules, verified exactly as received. */
export function checkPassword(password: string, field = 'password'): string {
  checkLength(field, password, AUTH_LENGTHS.password)
  return password
}

// Control, format (zero-width, bidi) and line/paragraph separator characters make names unreadable or spoofable.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u

export function checkNickname(nickname: string, field = 'nickname'): string {
  const trimmed = nickname.trim()
  checkLength(field, trimmed, AUTH_LENGTHS.username)
  if (UNPRINTABLE.test(trimmed)) throw fieldError(field, ValidationMsg.invalidFormat)
  return trimmed
}

/** A provider's display name made to fit our nickname rules, or null when nothing usable is left. */
export function nicknameFrom(name: string): string | null {
  const cleaned = name.replace(new RegExp(UNPRINTABLE, 'gu'), '').trim()
  const fitted = [...cleaned].slice(0, AUTH_LENGTHS.username.max).join('').trim()
  return charCount(fitted) >= AUTH_LENGTHS.username.min ? fitted : null
}

export const AVATAR_COUNT = 12

export function checkAvatar(avatar: string): string {
  const n = Number(avatar)
  if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) throw fieldError('avatar', ValidationMsg.outOfRange)
  return String(n)
}

/** Phones are stored as E.164 digits without '+', whichever form the client sent. */
export const normalizePhone = (phone: string): string => phone.replace(/^\+/, '')

/** Invite codes are shown upper-case; '' means none. */
export const normalizeInviteCode = (code: string | undefined): string | null => {
  const c = (code ?? '').trim().toUpperCase()
  return c.length > 0 ? c : null
}
