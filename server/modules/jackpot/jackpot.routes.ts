import type { ModuleContext } from '../index.ts'
import { drawInfo, drawLog, drawPrize, jackpotRank } from './jackpot.service.ts'

/**
 * Jackpot calls: getJackpotDrawInfo and getJackpotRank (visitors too), receiveDrawChance (the draw: spends
 * one chance, returns the prize), getPersonJackpotDrawAwardLog. Pools and chances are the jackpot.pools and
 * jackpot.chances consumers'.
 */
export async function registerJackpot(ctx: ModuleContext): Promise<void> {
  ctx.call('getJackpotDrawInfo', ({ caller, locale }) =>
    drawInfo(ctx.db, caller?.userId ?? null, ctx.clock(), locale),
  )
  ctx.call('receiveDrawChance', ({ caller }) => drawPrize(ctx.db, caller.userId, ctx.clock()))
  ctx.call('getPersonJackpotDrawAwardLog', ({ body, caller }) => drawLog(ctx.db, caller.userId, body))
  ctx.call('getJackpotRank', ({ body, caller }) => jackpotRank(ctx.db, caller?.userId ?? null, body))
}
