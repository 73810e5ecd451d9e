import type { ModuleContext } from '../../index.ts'
import { joinRechargeTiers, rechargeTiers } from './tiers.service.ts'

/** getRechargeTiers, joinRechargeTiers. Tiers are granted by deposit settlement (tiers.grant.ts). */
export async function registerRechargeTiers(ctx: ModuleContext): Promise<void> {
  ctx.call('getRechargeTiers', ({ caller }) => rechargeTiers(ctx.db, caller?.userId ?? null))
  ctx.call('joinRechargeTiers', ({ caller }) => joinRechargeTiers(ctx.db, caller.userId, ctx.clock()))
}
