import type { ModuleContext } from '../../index.ts'
import { activityIds } from './activities.service.ts'
import { redDots } from './award-flags.ts'
import { rewardRecord } from './reward-record.service.ts'

/** Activities (getActivityIds), award flags and red dots (getRedDots), the reward record (getRewardRecord). */
export async function registerActivities(ctx: ModuleContext): Promise<void> {
  ctx.call('getActivityIds', ({ caller, locale }) =>
    activityIds(ctx.db, caller?.userId ?? null, locale, ctx.clock()),
  )
  ctx.call('getRedDots', ({ caller }) => redDots(ctx.db, caller.userId, ctx.clock()))
  ctx.call('getRewardRecord', ({ body, caller }) => rewardRecord(ctx.db, caller.userId, body))
}
