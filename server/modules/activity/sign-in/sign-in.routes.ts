import type { ModuleContext } from '../../index.ts'
import { awardLog, claimToday, signInStatus } from './sign-in.service.ts'

/** Daily sign-in: loginBonus3User, loginBonus3UserReceive, activityAwardGetLog. */
export async function registerSignIn(ctx: ModuleContext): Promise<void> {
  ctx.call('loginBonus3User', ({ caller }) => signInStatus(ctx.db, caller.userId, ctx.clock()))
  ctx.call('loginBonus3UserReceive', ({ caller }) => claimToday(ctx.db, caller.userId, ctx.clock()))
  ctx.call('activityAwardGetLog', ({ body, caller }) => awardLog(ctx.db, caller.userId, body))
}
