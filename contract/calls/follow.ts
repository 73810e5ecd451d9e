import { z } from 'zod'
import { emptyRequest, requestBody } from '../common.ts'

/**
 * Follow rewards (issue 21; spec 2 /activity/follow, activity FollowRewards). The site's channels and a coin
 * reward for each, claimed once per player and channel. Nobody can check that a player follows a channel,
 * so the claim is paid on the player's word, once.
 */

export const FOLLOW_CHANNEL_KINDS = [
  'telegram',
  'instagram',
  'x',
  'youtube',
  'whatsapp',
  'facebook',
  'tiktok',
] as const
export type FollowChannelKind = (typeof FOLLOW_CHANNEL_KINDS)[number]

export const followChannelsRequest = emptyRequest

export const followChannel = z.object({
  id: z.number().int(),
  kind: z.enum(FOLLOW_CHANNEL_KINDS),
  /** The channel's page (https only). */
  url: z.string(),
  /** Minor units of coin. */
  reward: z.number().int(),
  /** Already claimed by the caller (always false for a visitor). */
  claimed: z.boolean(),
})
export type FollowChannel = z.infer<typeof followChannel>

export const followChannelsReply = z.object({ channels: z.array(followChannel) })

export const followClaimRequest = requestBody({ channelId: z.number().int().min(1).max(1_000_000) })

export const followClaimReply = z.object({
  channelId: z.number().int(),
  prizes: z.array(z.object({ propId: z.number().int(), amount: z.number().int() })),
  /** The cash balance after the claim. */
  coin: z.number().int(),
})
