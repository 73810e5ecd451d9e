import type { ModuleContext } from '../../index.ts'
import { claimRebate, rebateLog, rebateStatus } from './rebate.service.ts'

/** Rebate calls: betBonus, betBonusReceive, betBonusLog. The accrual is the vip.rebate consumer's. */
export async function registerRebate(ctx: ModuleContext): Promise<void> {
  ctx.call('betBonus', ({ body, caller }) => rebateStatus(ctx.db, caller.userId, body.type))
  ctx.call('betBonusReceive', ({ body, caller }) =>
    claimRebate(ctx.db, caller.userId, body.type, ctx.clock()),
  )
  ctx.call('betBonusLog', ({ body, caller }) => rebateLog(ctx.db, caller.userId, body))
}
