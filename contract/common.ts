import { z } from 'zod'
import { ValidationMsg } from './errors.ts'
import { normalizePhone, PHONE_DIGITS } from './phone.ts'

/** True when `s` holds no NUL (U+0000). */
export const hasNoNul = (s: string): boolean => !s.includes('\u0000')

/** A UTF-16 surrogate on its own (not half of a pair): JSON's `\ud800` escape carries one. */
const LONE_SURROGATE = /\p{Cs}/u

/** True when `s` is text PostgreSQL can store as sent: no NUL and no lone surrogate (ill-formed UTF-16). */
export const isStorable = (s: string): boolean => hasNoNul(s) && !LONE_SURROGATE.test(s)

/**
 * `invalidFormat`, the key the server already gives other control characters in names (auth, cards):
 * the field is named, and the player reads "the format is not valid".
 */
const storable = () => z.string().refine(isStorable, ValidationMsg.invalidFormat)

/**
 * Every string a request carries is built here: at most `max` UTF-16 code units, no NUL (U+0000), which
 * PostgreSQL text and jsonb cannot store (it would be a 500, and the worker would re-send an event batch
 * holding one forever), and no lone surrogate, which jsonb refuses (a 500 again) and text would store
 * as U+FFFD, another string than the one sent. Either is refused as `invalidFormat` under the field's path
 * (a 400 whose `details` name the field). Chain further rules (`.min(1)`, `.regex(...)`) after it: this
 * check runs first, so it is the one reported.
 * contract/strings.test.ts walks every request schema and fails on a string field that accepts either.
 */
export const text = (max: number) => storable().max(max)

/** A string of a fixed format: storable (checked first, as above), then `pattern` (else `invalidFormat`). */
export const textMatching = (pattern: RegExp) => storable().regex(pattern, ValidationMsg.invalidFormat)

/** Fields the HTTP client adds to every body (spec 7). Accepted, never required by a call's own schema. */
export const clientFields = {
  appId: text(64).optional(),
  channel: text(32).optional(),
  clientReferrer: text(2048).optional(),
  platform: z.union([z.literal(0), z.literal(1)]).optional(),
  appVersion: text(32).optional(),
}

/** A strict request body: the call's own fields plus the client fields; anything else is refused. */
export const requestBody = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject({ ...clientFields, ...shape })

export const emptyRequest = requestBody({})

/** Integer minor units; never negative, never fractional. */
export const minorUnits = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

export const PAGE_SIZE_MAX = 100
export const pageParams = {
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
}

/** The paging fields of a paged reply, beside its `list`: the page answered, its size, rows and pages in all. */
export const pageReplyFields = {
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
}

/**
 * A phone number as the player typed it (`+55 11 98765-4321`): at most 32 characters, normalised by
 * `normalizePhone` (contract/phone.ts), then E.164 digits without '+' (else `invalidFormat`). The server
 * only ever sees the normalised digits.
 */
export const phone = text(32)
  .transform(normalizePhone)
  .pipe(z.string().regex(PHONE_DIGITS, ValidationMsg.invalidFormat))

export const SMS_CODE_LENGTH = 6
export const smsCode = textMatching(/^\d{6}$/)
