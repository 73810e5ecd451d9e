import { z } from 'zod'
import { pageReplyFields, requestBody } from '../common.ts'

/**
 * Daily sign-in (spec 7 "Tasks and activities": loginBonus3User, loginBonus3UserReceive,
 * activityAwardGetLog; spec 2 /activity/sign-in). A 7-day cycle of rewards, one claim per UTC date
 * (spec 4: "the daily-once flag uses the UTC date"). Claiming on the day after the last claim moves
 * one day on (after day 7 comes day 1); a missed UTC day restarts the cycle at day 1.
 */

export const SIGN_IN_CYCLE_DAYS = 7
/** Spec 3 prize ids: 2001 is coin. */
export const PRIZE_COIN = 2001

/** A prize as the reward list modal shows it: what it is (spec 3 prize id) and how much, minor units. */
export const prizeSchema = z.object({ propId: z.number().int(), amount: z.number().int() })

export const signInStatusReply = z.object({
  days: z.array(
    z.object({
      /** 1..7. */
      day: z.number().int(),
      /** Minor units of coin. */
      amount: z.number().int(),
      /** Claimed in the current cycle. */
      claimed: z.boolean(),
    }),
  ),
  /** The cycle day today is: the one claimable now, or the one already claimed today. */
  today: z.number().int(),
  /** Whether today's reward may still be claimed (the spec's signInFlag). */
  canClaim: z.boolean(),
  /** The next 00:00 UTC, epoch seconds: when the next day's claim opens. */
  nextResetTime: z.number().int(),
})

export const signInClaimReply = z.object({
  /** The cycle day just claimed. */
  day: z.number().int(),
  prizes: z.array(prizeSchema),
  /** The cash balance after the claim. */
  coin: z.number().int(),
})

export const SIGN_IN_LOG_PAGE_SIZE_MAX = 50

export const awardLogRequest = requestBody({
  pageNum: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(SIGN_IN_LOG_PAGE_SIZE_MAX).default(20),
})

export const awardLogReply = z.object({
  ...pageReplyFields,
  list: z.array(
    z.object({
      /** The UTC date claimed, yyyy-mm-dd. */
      date: z.string(),
      /** The cycle day it was. */
      day: z.number().int(),
      propId: z.number().int(),
      amount: z.number().int(),
      /** When it was claimed, epoch seconds. */
      time: z.number().int(),
    }),
  ),
})
