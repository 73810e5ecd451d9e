import type { ModuleContext } from '../index.ts'
import { exchangePoints, pointsInfo, pointsLog } from './points.service.ts'

/** Points calls: getPointsInfo (visitors too), pointsExchange, getPointsLog. Earning is points.earn's. */
export async function registerPoints(ctx: ModuleContext): Promise<void> {
  ctx.call('getPointsInfo', ({ caller, locale }) =>
    pointsInfo(ctx.db, caller?.userId ?? null, locale, ctx.clock()),
  )
  ctx.call('pointsExchange', ({ body, caller }) =>
    exchangePoints(ctx.db, caller.userId, body.id, ctx.clock()),
  )
  ctx.call('getPointsLog', ({ body, caller }) => pointsLog(ctx.db, caller.userId, body))
}
