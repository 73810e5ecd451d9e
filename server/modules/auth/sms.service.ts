import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import { AuthMode } from '../../../contract/enums.ts'
import { ErrorCode, ErrorMsg } from '../../../contract/errors.ts'
import type { Db } from '../../db/client.ts'
import { smsCodes } from '../../db/schema/accounts.ts'
import { AppError, rateLimited } from '../../http/errors.ts'
import type { RateLimiter } from '../../http/rate-limit.ts'
import { getSettings } from '../config/config.service.ts'
import { bucket, LIMITS, SMS_CODE_TTL_SECONDS, SMS_MAX_ATTEMPTS, SMS_RESEND_SECONDS } from './auth.limits.ts'
import type { SmsSender } from './sms.ts'

const DAY_MS = 86_400_000
/** Advisory lock namespace for per-phone send serialisation (any constant unique in this codebase). */
const SMS_LOCK = 7_240_101

const hashCode = (phone: string, mode: AuthMode, code: string) =>
  createHash('sha256').update(`${phone}\0${mode}\0${code}`).digest()

/** The codes of one phone and purpose; bind codes also belong to the player who asked (ASVS 6.6.2). */
const live = (phone: string, mode: AuthMode, owner: number | null) =>
  and(
    eq(smsCodes.phone, phone),
    eq(smsCodes.authMode, mode),
    owner === null ? isNull(smsCodes.userId) : eq(smsCodes.userId, owner),
  )

/** ASVS 6.5.3/6.5.4: 6 digits (about 20 bits) from the CSPRNG. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export interface IssueRequest {
  phone: string
  mode: AuthMode
  ip: string
  /** The signed-in user a bind code belongs to; null for other modes. */
  userId: number | null
  /**
   * false: record the send (so limits and replies look exactly the same) but deliver nothing.
   * Used when a code must not reveal whether the phone has an account.
   */
  deliver: boolean
}

/** One-time SMS codes: hashed at rest, single use, 5-minute lifetime, burned after 5 wrong guesses. */
export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly sender: SmsSender,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: () => number,
  ) {}

  async issue(r: IssueRequest): Promise<{ expiresIn: number; resendIn: number }> {
    await this.rateLimiter.consume(bucket.smsIp(r.ip), LIMITS.smsSendPerIp)
    const code = newCode()
    const now = this.clock()
    const owner = r.mode === AuthMode.bind ? r.userId : null
    // settings.smsCodeSendLimit as served to the client (read from the root handle: it is cached there).
    const { smsCodeSendLimit } = await getSettings(this.db)
    const id = await this.db.transaction(async (tx) => {
      // Serialises sends per phone across processes, so two parallel requests cannot both pass the checks.
      await tx.execute(sql`select pg_advisory_xact_lock(${SMS_LOCK}, hashtext(${r.phone}))`)
      const [last] = await tx
        .select({ createdAt: smsCodes.createdAt })
        .from(smsCodes)
        // The resend pause is per form (mode), like the client's countdown; the daily cap below is per phone.
        .where(and(eq(smsCodes.phone, r.phone), eq(smsCodes.authMode, r.mode)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1)
      const sinceLast = last ? now - last.createdAt.getTime() : Number.POSITIVE_INFINITY
      if (sinceLast < SMS_RESEND_SECONDS * 1000) {
        throw rateLimited(Math.ceil((SMS_RESEND_SECONDS * 1000 - sinceLast) / 1000))
      }
      const dayStart = Math.floor(now / DAY_MS) * DAY_MS
      const [today] = await tx
        .select({ n: count() })
        .from(smsCodes)
        .where(and(eq(smsCodes.phone, r.phone), gte(smsCodes.createdAt, new Date(dayStart))))
      if ((today?.n ?? 0) >= smsCodeSendLimit) {
        const retry = Math.ceil((dayStart + DAY_MS - now) / 1000)
        throw new AppError(ErrorCode.rateLimited, ErrorMsg.smsSendLimit, 429, undefined, retry)
      }
      // A new code replaces any older one for the same phone and purpose (and, for bind, the same player).
      await tx
        .update(smsCodes)
        .set({ spentAt: new Date(now) })
        .where(and(live(r.phone, r.mode, owner), isNull(smsCodes.spentAt)))
      const [row] = await tx
        .insert(smsCodes)
        .values({
          phone: r.phone,
          authMode: r.mode,
          codeHash: hashCode(r.phone, r.mode, code).toString('hex'),
          userId: owner,
          createdAt: new Date(now),
          expiresAt: new Date(now + SMS_CODE_TTL_SECONDS * 1000),
        })
        .returning({ id: smsCodes.id })
      return row?.id ?? 0
    })
    if (r.deliver) {
      try {
        await this.sender.send({ phone: r.phone, code, authMode: r.mode })
      } catch (err) {
        await this.db
          .update(smsCodes)
          .set({ spentAt: new Date(now) })
          .where(eq(smsCodes.id, id))
        throw err
      }
    }
    return { expiresIn: SMS_CODE_TTL_SECONDS, resendIn: SMS_RESEND_SECONDS }
  }

  /**
   * Spends the phone's current code for `mode` when `code` matches; otherwise counts a wrong attempt.
   * Runs in its own transaction so a wrong attempt is counted even though the caller then fails.
   */
  async consume(phone: string, mode: AuthMode, code: string, userId: number | null = null): Promise<boolean> {
    const now = this.clock()
    return this.db.transaction(async (tx) => {
      const owner = mode === AuthMode.bind ? userId : null
      const [row] = await tx
        .select()
        .from(smsCodes)
        .where(and(live(phone, mode, owner), isNull(smsCodes.spentAt)))
        .orderBy(desc(smsCodes.id))
        .limit(1)
        .for('update')
      if (!row || row.expiresAt.getTime() <= now) return false
      if (!timingSafeEqual(Buffer.from(row.codeHash, 'hex'), hashCode(phone, mode, code))) {
        const attempts = row.attempts + 1
        await tx
          .update(smsCodes)
          .set({ attempts, spentAt: attempts >= SMS_MAX_ATTEMPTS ? new Date(now) : null })
          .where(eq(smsCodes.id, row.id))
        return false
      }
      await tx
        .update(smsCodes)
        .set({ spentAt: new Date(now) })
        .where(eq(smsCodes.id, row.id))
      return true
    })
  }
}
