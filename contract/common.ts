import { z } from 'zod'

/** Fields the HTTP client adds to every body (spec 7). Accepted, never required by a call's own schema. */
export const clientFields = {
  appId: z.string().max(64).optional(),
  channel: z.string().max(32).optional(),
  clientReferrer: z.string().max(2048).optional(),
  platform: z.union([z.literal(0), z.literal(1)]).optional(),
  appVersion: z.string().max(32).optional(),
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

/** Phone numbers in E.164 digits, with or without the leading '+'. */
export const phone = z.string().regex(/^\+?[1-9]\d{6,14}$/, 'invalidFormat')

export const SMS_CODE_LENGTH = 6
export const smsCode = z.string().regex(/^\d{6}$/, 'invalidFormat')
