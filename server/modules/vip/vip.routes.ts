import type { ModuleContext } from '../index.ts'
import { getVipInfo, receiveDaily } from './vip.service.ts'

/** VIP calls: getVipInfo, appVipUserReceiveDaily. Experience itself is the vip.experience consumer's. */
export async function registerVip(ctx: ModuleContext): Promise<void> {
  ctx.call('getVipInfo', ({ caller }) => getVipInfo(ctx.db, caller.userId, ctx.clock()))
  ctx.call('appVipUserReceiveDaily', ({ caller }) => receiveDaily(ctx.db, caller.userId, ctx.clock()))
}
