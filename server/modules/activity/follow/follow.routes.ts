import type { ModuleContext } from '../../index.ts'
import { claimFollowReward, followChannels } from './follow.service.ts'

/** Follow rewards: getFollowChannels (visitors too), receiveFollowReward. */
export async function registerFollow(ctx: ModuleContext): Promise<void> {
  ctx.call('getFollowChannels', ({ caller }) => followChannels(ctx.db, caller?.userId ?? null))
  ctx.call('receiveFollowReward', ({ body, caller }) =>
    claimFollowReward(ctx.db, caller.userId, body.channelId, ctx.clock()),
  )
}
