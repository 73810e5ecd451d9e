import type { ModuleContext } from '../index.ts'
import { claimAllRewards, claimInviteReward } from './agent.claim.ts'
import { agentFill } from './agent.fill.ts'
import { agentInfo, agentLog } from './agent.service.ts'

/** The agent programme's calls; commissions and valid invitees are the agent.* consumers' (agent.consumers.ts). */
export async function registerAgent(ctx: ModuleContext): Promise<void> {
  ctx.call('appAgent5User', ({ caller }) => agentInfo(ctx.db, caller.userId))
  ctx.call('appAgent5UserLog', ({ body, caller }) => agentLog(ctx.db, caller.userId, body))
  ctx.call('appAgent5UserInviteValidReceive', ({ body, caller }) =>
    claimInviteReward(ctx.db, caller.userId, body.userId, ctx.clock()),
  )
  ctx.call('appAgent5UserReceive', ({ caller }) => claimAllRewards(ctx.db, caller.userId, ctx.clock()))
  ctx.call('agentFill', ({ body, caller }) => agentFill(ctx.db, caller.userId, body.pid))
}
