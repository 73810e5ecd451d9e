import { sql } from 'drizzle-orm'
import { ErrorCode, ErrorMsg, ValidationMsg } from '../../../../contract/errors.ts'
import type { DbOrTx } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { AppError, badRequest, fieldError } from '../../../http/errors.ts'
import type { RateLimiter, RateLimitRule } from '../../../http/rate-limit.ts'
import { hashPassword, verifyPassword } from '../../auth/password.ts'
import { getLengths } from '../../config/config.service.ts'

/**
 * The safe-box password (users.safebox_password_hash, argon2id like the account password): set once, then
 * changed only with the current one. Every check of it, here, on a move out and on a withdrawal, shares one
 * counter of wrong tries per player.
 */

/** Wrong safe-box passwords per player: a 6-digit code must not be guessable by brute force. */
export const SAFEBOX_FAILS: RateLimitRule = { limit: 5, windowSeconds: 900 }
const safeboxBucket = (userId: number) => `wallet:safebox-fail:${userId}`

export const safeboxPasswordSet = () =>
  new AppError(ErrorCode.safeboxPasswordSet, ErrorMsg.safeboxPasswordSet, 409)
export const safeboxPasswordNotSet = () =>
  new AppError(ErrorCode.safeboxPasswordNotSet, ErrorMsg.safeboxPasswordNotSet, 409)

/** Checks a password, counted before the check and given back only when right (a burst stops at the limit). */
export async function checkSafeboxPassword(
  rateLimiter: RateLimiter,
  userId: number,
  hash: string,
  password: string | undefined,
  field = 'safeboxPassword',
): Promise<void> {
  if (password === undefined) {
    throw badRequest(ErrorMsg.safeboxPasswordRequired, { [field]: ValidationMsg.required })
  }
  const attempt = await rateLimiter.reserve(safeboxBucket(userId), SAFEBOX_FAILS)
  if (!(await verifyPassword(hash, password))) {
    throw badRequest(ErrorMsg.safeboxPasswordInvalid, { [field]: ValidationMsg.invalidFormat })
  }
  await attempt.release()
}

/** A new password must have exactly the configured length (the contract already allows digits only). */
async function checkLength(db: DbOrTx, field: string, password: string): Promise<void> {
  const length = (await getLengths(db)).safeboxPasswordLength
  if (password.length < length) throw fieldError(field, ValidationMsg.tooShort)
  if (password.length > length) throw fieldError(field, ValidationMsg.tooLong)
}

/** The player's current hash, or null when none is set. */
export async function safeboxHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await query<{ hash: string | null }>(
    db,
    sql`SELECT safebox_password_hash AS hash FROM users WHERE id = ${userId}`,
  )
  return row?.hash ?? null
}

/** The first password. Two at once: the conditional UPDATE lets one through, the other is told it is set. */
export async function setSafeboxPassword(db: DbOrTx, userId: number, password: string): Promise<void> {
  await checkLength(db, 'password', password)
  const hash = await hashPassword(password)
  const set = await query<{ id: number }>(
    db,
    sql`UPDATE users SET safebox_password_hash = ${hash}
        WHERE id = ${userId} AND safebox_password_hash IS NULL RETURNING id`,
  )
  if (set.length === 0) throw safeboxPasswordSet()
}

/**
 * A new password, given the current one. The UPDATE only replaces the hash that was checked, so of two
 * changes at once with the same old password only one wins; the other is told the old one is wrong.
 */
export async function changeSafeboxPassword(
  db: DbOrTx,
  rateLimiter: RateLimiter,
  userId: number,
  body: { oldPassword: string; password: string },
): Promise<void> {
  await checkLength(db, 'password', body.password)
  const current = await safeboxHash(db, userId)
  if (current === null) throw safeboxPasswordNotSet()
  await checkSafeboxPassword(rateLimiter, userId, current, body.oldPassword, 'oldPassword')
  const hash = await hashPassword(body.password)
  const changed = await query<{ id: number }>(
    db,
    sql`UPDATE users SET safebox_password_hash = ${hash}
        WHERE id = ${userId} AND safebox_password_hash = ${current} RETURNING id`,
  )
  if (changed.length === 0) {
    throw badRequest(ErrorMsg.safeboxPasswordInvalid, { oldPassword: ValidationMsg.invalidFormat })
  }
}
