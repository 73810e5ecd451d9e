import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody, textMatching } from '../common.ts'

/**
 * The safe box (Fund, route /activity/bank): coins kept out of play, in a ledger account of their own.
 * Moving in needs a safe-box password to be set; moving out needs that password. Interest is paid once a
 * UTC day on the lowest balance the box held through the whole previous day. Amounts are minor units.
 */

/**
 * A safe-box password as typed: digits only, at most 32 (the exact length is the server's config,
 * appConfig lengths.safeboxPasswordLength, checked by the server: tooShort / tooLong).
 */
export const safeboxPassword = textMatching(/^\d{1,32}$/)

/** One movement: a whole number of minor units, at least 1, at most the ledger's largest posting. */
export const safeboxAmount = z.number().int().min(1).max(1_000_000_000_000)

export const safeboxInfoRequest = requestBody({})

export const safeboxInfoReply = z.object({
  /** Minor units in the box. */
  safebox: z.number().int(),
  /** Minor units in the wallet (cash). */
  coin: z.number().int(),
  hasPassword: z.boolean(),
  /** The length every safe-box password has (config). */
  passwordLength: z.number().int(),
  /** The daily interest rate in basis points (5 = 0.05% a day); 0 = no interest. */
  interestBps: z.number().int(),
  /** All interest this player was ever paid. */
  interestTotal: z.number().int(),
})

/** Sets the first password (refused with safeboxPasswordSet when one exists: change it instead). */
export const setSafeboxPasswordRequest = requestBody({ password: safeboxPassword })

/** Changes the password: the current one is checked like a move out (wrong tries are limited). */
export const changeSafeboxPasswordRequest = requestBody({
  oldPassword: safeboxPassword,
  password: safeboxPassword,
})

export const safeboxPasswordReply = z.object({ hasPassword: z.literal(true) })

export const safeboxInRequest = requestBody({ amount: safeboxAmount })

export const safeboxOutRequest = requestBody({ amount: safeboxAmount, password: safeboxPassword })

/** The balances right after the movement (after the first one, on a replay of its idempotency key). */
export const safeboxMoveReply = z.object({
  safebox: z.number().int(),
  coin: z.number().int(),
})

export const safeboxInterestLogRequest = requestBody(pageParams)

export const safeboxInterestLogReply = z.object({
  ...pageReplyFields,
  /** Newest first. */
  list: z.array(
    z.object({
      /** The UTC day the coins were held (YYYY-MM-DD); paid the day after. */
      day: z.string(),
      /** The lowest balance through that day: what the interest was paid on. */
      held: z.number().int(),
      amount: z.number().int(),
      rateBps: z.number().int(),
      /** Epoch seconds of the payment. */
      time: z.number().int(),
    }),
  ),
})

export type SafeboxInfo = z.infer<typeof safeboxInfoReply>
export type SafeboxMoveReply = z.infer<typeof safeboxMoveReply>
