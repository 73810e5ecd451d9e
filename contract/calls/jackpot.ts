import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'

/**
 * Jackpot (spec 3 "Jackpot draw info", "Draw result", "Rank entry", spec 7 "Jackpot"). Amounts are minor
 * units; points are whole points. Prize ids: 2001 coin, 2002 points, 50001-50004 Mega, Major, Minor, Mini.
 */

/** A cell of the 10-cell grid (spec 3 jackpotAwardConfigList) with its published odds. */
export const jackpotCell = z.object({
  /** 1-10, the cell's place in the grid. */
  id: z.number().int(),
  propId: z.number().int(),
  /** 1 = a fixed prize (`count` minor units of coin or points); 2 = a pool prize (the app spins the wheel). */
  type: z.number().int(),
  /** Type 1: the prize; type 2: the basis points of the pool above its seed it pays (10000 = all of it). */
  count: z.number().int(),
  /** What the cell shows. */
  showNum: z.number().int(),
  /** The cell's chance is weight / totalWeight. */
  weight: z.number().int(),
})

/** A pool as shown: its real amount and the range the app may animate within (never above the amount). */
export const jackpotPool = z.object({
  amount: z.number().int(),
  section: z.object({ min: z.number().int(), max: z.number().int() }),
})

export const jackpotDrawInfoRequest = requestBody({})

export const jackpotDrawInfoReply = z.object({
  /** The jackpot activity is on and the caller has a chance left (false for a visitor). */
  canReceiveDrawChance: z.boolean(),
  /** Minor units of paid deposits that earn one chance. */
  needDeposit: z.number().int(),
  /** Chances left (0 for a visitor). */
  total: z.number().int(),
  /** The jackpot activity is on (a draw answers 1002 when not). */
  running: z.boolean(),
  megaJackpot: jackpotPool,
  majorJackpot: jackpotPool,
  minorJackpot: jackpotPool,
  miniJackpot: jackpotPool,
  jackpotAwardConfigList: z.array(jackpotCell),
  /** The rules in the caller's language (content_texts 'jackpot.rules'; plain text, paragraphs split by a blank line). */
  rules: z.object({ title: z.string(), body: z.string() }),
  totalWeight: z.number().int(),
  /** The latest 20 prizes of all players, newest first (the 'LUCKY GUY' ticker). */
  jackpotWinnerList: z.array(
    z.object({
      /** Masked: first and last character kept. */
      nickname: z.string(),
      propId: z.number().int(),
      type: z.number().int(),
      /** What was paid: minor units (coin, pool) or points (2002). */
      amountSection: z.number().int(),
      count: z.number().int(),
      /** Epoch seconds. */
      updateTime: z.number().int(),
    }),
  ),
})

/** The draw: spends one chance and returns the prize (spec 3 "Draw result"). */
export const receiveDrawChanceRequest = requestBody({})

export const receiveDrawChanceReply = z.object({
  type: z.number().int(),
  propId: z.number().int(),
  count: z.number().int(),
  /** What was paid: minor units (coin, pool) or points (2002). */
  bonus: z.number().int(),
  /** The cell drawn (1-10): the grid stops on it. */
  id: z.number().int(),
  /** The draw's record id. */
  drawId: z.number().int(),
  /** Chances left after it. */
  total: z.number().int(),
})

export const jackpotDrawLogRequest = requestBody(pageParams)

const drawEntry = z.object({
  id: z.number().int(),
  propId: z.number().int(),
  type: z.number().int(),
  count: z.number().int(),
  bonus: z.number().int(),
  /** Epoch seconds. */
  createTime: z.number().int(),
})

export const jackpotDrawLogReply = z.object({
  ...pageReplyFields,
  /** The caller's draws, newest first. */
  list: z.array(drawEntry),
})

export const jackpotRankRequest = requestBody(pageParams)

/** A rank entry (spec 3): cash prizes (coin and pools), biggest first. */
const rankEntry = z.object({
  /** 1-based place. */
  rank: z.number().int(),
  id: z.number().int(),
  avatar: z.string(),
  nickname: z.string(),
  /** Minor units paid. */
  amountSection: z.number().int(),
  createTime: z.number().int(),
})

export const jackpotRankReply = z.object({
  allRank: z.object({
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    list: z.array(rankEntry),
  }),
  /** The caller's best entry, or null (a visitor, or no cash prize yet). */
  personRank: rankEntry.nullable(),
})
