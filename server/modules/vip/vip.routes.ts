import type { ModuleContext } from '../index.ts'
import { dailyBonusAward, receiveAward, signInAward } from './vip.awards.ts'
import { getVipInfo } from './vip.service.ts'

/**
 * VIP calls: getVipInfo, appVipUserReceiveDaily, appVipUserReceiveSignInAward. Experience itself is the
 * vip.experience consumer's (vip.consumer.ts).
 */
export async function registerVip(ctx: ModuleContext): Promise<void> {
  ctx.call('getVipInfo', ({ caller }) => getVipInfo(ctx.db, caller.userId, ctx.clock()))
  ctx.call('appVipUserReceiveDaily', ({ caller }) =>
    receiveAward(ctx.db, dailyBonusAward, caller.userId, ctx.clock()),
  )
  ctx.call('appVipUserReceiveSignInAward', ({ caller }) =>
    receiveAward(ctx.db, signInAward, caller.userId, ctx.clock()),
  )
}
