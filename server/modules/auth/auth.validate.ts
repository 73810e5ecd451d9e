import type { Lengths } from '../../../contract/calls/config.ts'
import { hasUnprintable, withoutUnprintable } from '../../../contract/display-name.ts'
import { ValidationMsg } from '../../../contract/errors.ts'
import { fieldError } from '../../http/errors.ts'
import { isCommonPassword } from './common-passwords.ts'

/*
 * Length rules are not constants here: every check takes the `lengths` the config module serves to the
 * client (getLengths(db), read from the operator's app_settings row), so the client's form checks and the
 * server's checks are one rule and cannot drift apart.
 */

interface Range {
  min: number
  max: number
}

/** Characters an account name may use (checked after the length). */
export const ACCOUNT_PATTERN = /^[a-zA-Z0-9_]+$/

/** Length in characters (code points), the way a player counts them; the value is never altered. */
const charCount = (value: string) => [...value].length

function checkLength(field: string, value: string, range: Range): void {
  const n = charCount(value)
  if (n < range.min) throw fieldError(field, ValidationMsg.tooShort)
  if (n > range.max) throw fieldError(field, ValidationMsg.tooLong)
}

/** Accounts are case-insensitive: stored and looked up lower-cased. */
export function checkAccount(account: string, lengths: Lengths, field = 'account'): string {
  checkLength(field, account, lengths.account)
  if (!ACCOUNT_PATTERN.test(account)) throw fieldError(field, ValidationMsg.invalidFormat)
  return account.toLowerCase()
}

/** ASVS 6.2: length only, no composition rules, verified exactly as received. */
export function checkPassword(password: string, lengths: Lengths, field = 'password'): string {
  checkLength(field, password, lengths.password)
  return password
}

/**
 * Every call that sets a password (never a login): the length rule, then ASVS 6.2.4, no common or
 * breached password, none made only of spaces and none that is the account name itself. All of these
 * answer `commonPassword` on the field. Stored exactly as received.
 */
export async function checkNewPassword(
  password: string,
  lengths: Lengths,
  opts: { field?: string; account?: string } = {},
): Promise<string> {
  const field = opts.field ?? 'password'
  checkPassword(password, lengths, field)
  const plain = password.trim().toLowerCase()
  if (plain === '' || plain === opts.account?.toLowerCase() || (await isCommonPassword(password))) {
    throw fieldError(field, ValidationMsg.commonPassword)
  }
  return password
}

export function checkNickname(nickname: string, lengths: Lengths, field = 'nickname'): string {
  const trimmed = nickname.trim()
  checkLength(field, trimmed, lengths.username)
  if (hasUnprintable(trimmed)) throw fieldError(field, ValidationMsg.invalidFormat)
  return trimmed
}

/** A provider's display name made to fit our nickname rules, or null when nothing usable is left. */
export function nicknameFrom(name: string, lengths: Lengths): string | null {
  const cleaned = withoutUnprintable(name).trim()
  const fitted = [...cleaned].slice(0, lengths.username.max).join('').trim()
  return charCount(fitted) >= lengths.username.min ? fitted : null
}

export const AVATAR_COUNT = 12

export function checkAvatar(avatar: string): string {
  const n = Number(avatar)
  if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) throw fieldError('avatar', ValidationMsg.outOfRange)
  return String(n)
}

/** Invite codes are shown upper-case; '' means none. */
export const normalizeInviteCode = (code: string | undefined): string | null => {
  const c = (code ?? '').trim().toUpperCase()
  return c.length > 0 ? c : null
}
