import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { PRIZE_COIN } from '../../../../contract/calls/activity-sign-in.ts'
import type {
  FollowChannelKind,
  followChannelsReply,
  followClaimReply,
} from '../../../../contract/calls/follow.ts'
import { ErrorCode, ErrorMsg } from '../../../../contract/errors.ts'
import type { Db } from '../../../db/client.ts'
import { query } from '../../../db/sql.ts'
import { AppError } from '../../../http/errors.ts'
import { cashAfter, houseAward } from '../../wallet/ledger/house-award.ts'
import { TxKind } from '../../wallet/ledger/ledger.kinds.ts'
import { postInTransaction } from '../../wallet/ledger/ledger.ts'
import { activityRunning } from '../activities/activities.service.ts'

/**
 * Follow rewards (0042_follow_hot_games.sql): the channels that are on (getFollowChannels, visitors too) and
 * a channel's reward (receiveFollowReward), paid once per player and channel. follow_claims' primary key is
 * the once: parallel claims wait on it and all but the first insert nothing. The coin goes house -> cash
 * (kind `bonus`, ref `follow`, key follow:<player>:<channel>) in the claim's transaction, no wagering.
 */

export const followChannelUnknown = () =>
  new AppError(ErrorCode.followChannelUnknown, ErrorMsg.followChannelUnknown, 404)
export const followClaimed = () => new AppError(ErrorCode.followClaimed, ErrorMsg.followClaimed, 409)
export const followNotRunning = () => new AppError(ErrorCode.followNotRunning, ErrorMsg.followNotRunning, 409)

const ACTIVITY = 'FollowRewards'

export async function followChannels(
  db: Db,
  userId: number | null,
): Promise<z.input<typeof followChannelsReply>> {
  const rows = await query<{
    id: number
    kind: FollowChannelKind
    url: string
    reward: string | number
    claimed: boolean
  }>(
    db,
    sql`SELECT c.id, c.kind, c.url, c.reward,
               EXISTS (SELECT 1 FROM follow_claims f WHERE f.user_id = ${userId} AND f.channel_id = c.id) AS claimed
        FROM follow_channels c WHERE c.status = 1 ORDER BY c.sort, c.id`,
  )
  return {
    channels: rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      url: r.url,
      reward: Number(r.reward),
      claimed: r.claimed === true,
    })),
  }
}

export async function claimFollowReward(
  db: Db,
  userId: number,
  channelId: number,
  now: number,
): Promise<z.input<typeof followClaimReply>> {
  return db.transaction(async (tx) => {
    if (!(await activityRunning(tx, ACTIVITY, now))) throw followNotRunning()
    // A parallel claim of the same channel waits here on the primary key, then inserts nothing.
    const [claim] = await query<{ amount: string | number }>(
      tx,
      sql`INSERT INTO follow_claims (user_id, channel_id, amount, created_at)
          SELECT ${userId}, id, reward, ${new Date(now).toISOString()}::timestamptz
          FROM follow_channels WHERE id = ${channelId} AND status = 1
          ON CONFLICT (user_id, channel_id) DO NOTHING
          RETURNING amount`,
    )
    if (!claim) {
      const [channel] = await query(
        tx,
        sql`SELECT 1 FROM follow_channels WHERE id = ${channelId} AND status = 1`,
      )
      throw channel ? followClaimed() : followChannelUnknown()
    }
    const amount = Number(claim.amount)
    const award = houseAward({
      kind: TxKind.bonus,
      userId,
      amount,
      key: `follow:${userId}:${channelId}`,
      ref: { type: 'follow', id: String(channelId) },
      event: { activity: 'follow', channelId },
    })
    const coin = cashAfter(await postInTransaction(tx, award, now))
    return { channelId, prizes: [{ propId: PRIZE_COIN, amount }], coin }
  })
}
