import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'

/**
 * Rebate (spec 7 "VIP": betBonus, betBonusReceive, betBonusLog; DESIGN: "rebate = rate by VIP level and
 * game type on valid bets, claimable"). Valid bets are counted per game type at the VIP level the player
 * is at when they are counted (they follow bets through the outbox, so a bet shows within a moment); each
 * level and type has a rate in basis points. A game type's claimable rebate is, for each level its bets
 * were counted at, floor(valid bets × rate / 10000). Amounts are minor units.
 */

/** A game type id (catalogue `gameType`); 0 or missing = every game type. */
const gameType = z.number().int().min(0).max(1_000_000).default(0)

export const betBonusRequest = requestBody({ type: gameType })

export const betBonusReply = z.object({
  /** The player's VIP level now: the level the rates below are for. */
  vip: z.number().int(),
  /** What betBonusReceive with this request's type would pay now. */
  total: z.number().int(),
  /** Per game type, lowest id first. */
  list: z.array(
    z.object({
      type: z.number().int(),
      /** The rate at the player's current level, basis points (40 = 0.40 %). */
      rate: z.number().int(),
      /** Valid bets not yet claimed (bets too small to have earned a whole minor unit stay here). */
      validBets: z.number().int(),
      /** Claimable now. */
      amount: z.number().int(),
    }),
  ),
})

export const betBonusReceiveRequest = requestBody({ type: gameType })

export const betBonusReceiveReply = z.object({
  /** What was paid to the cash balance. */
  amount: z.number().int(),
  /** The cash balance after it. */
  coin: z.number().int(),
})

export const betBonusLogRequest = requestBody(pageParams)

export const betBonusLogReply = z.object({
  ...pageReplyFields,
  /** Newest claim first. */
  list: z.array(
    z.object({
      id: z.number().int(),
      /** The game type claimed, 0 = all. */
      type: z.number().int(),
      amount: z.number().int(),
      /** The valid bets the claim used up. */
      validBets: z.number().int(),
      /** When it was claimed, epoch seconds. */
      time: z.number().int(),
    }),
  ),
})
