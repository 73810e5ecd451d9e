import { z } from 'zod'
import { pageParams, pageReplyFields, requestBody } from '../common.ts'

/**
 * The invite and agent programme (spec 2 /agent, /agent/rule, /share; spec 7 appAgent5*, agentFill). The
 * referral tree is user info's `pid`: level 1 invitees are the players the caller invited, level 2 theirs,
 * and so on. Agents earn a share of their invitees' valid bets by level (paid to cash as the bets land)
 * and a reward, claimed once, for each invitee whose deposits reach `validDeposit`. Amounts are minor units.
 */

const userId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)

export const agentInfoRequest = requestBody({})

export const agentInfoReply = z.object({
  inviteCode: z.string(),
  /** Share channel -> target URL with `{link}` where the URL-encoded invite link goes ('link': the bare link). */
  shareUrlMap: z.record(z.string(), z.string()),
  /** Commission rate per level, in basis points of the invitee's valid bets. */
  tiers: z.array(z.object({ level: z.number().int(), rateBp: z.number().int() })),
  /** Deposits an invitee must reach to be valid. */
  validDeposit: z.number().int(),
  /** What each valid invitee earns the inviter, once. */
  inviteReward: z.number().int(),
  /** Invitees per level (level 1 first). */
  invitees: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  /** Level 1 invitees that are valid. */
  validCount: z.number().int(),
  /** Rewards ready to claim: how many and their total. */
  claimableCount: z.number().int(),
  claimableAmount: z.number().int(),
  /** Rewards claimed so far (total). */
  rewardsClaimed: z.number().int(),
  /** Commission paid so far (total). */
  commissionPaid: z.number().int(),
})

/**
 * One line of a log: 'invitee' lists the caller's invitees (every level, newest first); 'commission' what
 * each invitee's bets earned per level; 'reward' the rewards claimed.
 */
export const agentLogRequest = requestBody({
  type: z.enum(['invitee', 'commission', 'reward']),
  ...pageParams,
})

/**
 * Why a valid invitee earns no reward (abuse rules): shares a device or card with the inviter, or with an
 * invitee already rewarded; or signed in from no identifiable device (no fingerprint: nothing to check).
 */
export const AGENT_REFUSALS = [
  'sameDevice',
  'sameCard',
  'deviceRewarded',
  'cardRewarded',
  'noDevice',
] as const
export type AgentRefusal = (typeof AGENT_REFUSALS)[number]

export const agentLogRow = z.object({
  userId: z.number().int(),
  /** Masked (first and last letter). */
  nickname: z.string(),
  level: z.number().int(),
  /** Epoch seconds: registered (invitee), last commission (commission), claimed (reward). */
  time: z.number().int(),
  /** Valid bets counted at this level (commission); deposits so far (invitee); 0 (reward). */
  total: z.number().int(),
  /** Commission paid (commission); reward paid or claimable (reward, invitee); 0 otherwise. */
  amount: z.number().int(),
  /**
   * Level 1 invitees' reward: 'pending' (deposits below validDeposit), 'claimable', 'claimed', 'refused'
   * (see reason); 'none' for deeper levels and for commission rows.
   */
  status: z.enum(['pending', 'claimable', 'claimed', 'refused', 'none']),
  reason: z.enum(AGENT_REFUSALS).nullable(),
})

export const agentLogReply = z.object({
  ...pageReplyFields,
  list: z.array(agentLogRow),
})

/** Claims the reward for one valid invitee of the caller's. */
export const agentInviteValidReceiveRequest = requestBody({ userId })

export const agentInviteValidReceiveReply = z.object({
  userId: z.number().int(),
  amount: z.number().int(),
  /** The cash balance after it. */
  coin: z.number().int(),
})

/** Claims every claimable reward at once. */
export const agentReceiveRequest = requestBody({})

export const agentReceiveReply = z.object({
  /** Rewards paid, and their total. */
  count: z.number().int(),
  amount: z.number().int(),
  /** Valid invitees refused by the abuse rules (nothing paid for them). */
  refused: z.number().int(),
  coin: z.number().int(),
})

/** Sets the caller's inviter when none is set: once, never the caller, never one of the caller's own invitees. */
export const agentFillRequest = requestBody({ pid: userId })

export const agentFillReply = z.object({ pid: z.number().int() })
