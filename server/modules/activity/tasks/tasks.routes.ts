import type { ModuleContext } from '../../index.ts'
import { activityStatus, claimAllVipTasks, claimTask, finishTask, taskUser } from './tasks.service.ts'

/** Tasks: getTaskUser, finishTask, receiveTaskAward, activityGetStatusList, receiveVipTask(UnReceiveBonus). */
export async function registerTasks(ctx: ModuleContext): Promise<void> {
  ctx.call('getTaskUser', ({ caller }) => taskUser(ctx.db, caller?.userId ?? null, ctx.clock()))
  ctx.call('activityGetStatusList', ({ caller }) => activityStatus(ctx.db, caller.userId, ctx.clock()))
  ctx.call('finishTask', ({ body, caller }) => finishTask(ctx.db, caller.userId, body.id, ctx.clock()))
  ctx.call('receiveTaskAward', ({ body, caller }) => claimTask(ctx.db, caller.userId, body.id, ctx.clock()))
  ctx.call('receiveVipTask', ({ body, caller }) =>
    claimTask(ctx.db, caller.userId, body.id, ctx.clock(), true),
  )
  ctx.call('receiveVipTaskUnReceiveBonus', ({ caller }) =>
    claimAllVipTasks(ctx.db, caller.userId, ctx.clock()),
  )
}
