import { touchGameSession } from '../games/session.service.ts'
import type { ModuleContext } from '../index.ts'
import { EVENT_LIMITS, eventBucket } from './events.limits.ts'
import { recordPresence, storeEvents } from './events.service.ts'

/** Telemetry ingestion (anonymous/appEventLogClient) and the game heartbeat (online). No overrides. */
export async function registerEvents(ctx: ModuleContext): Promise<void> {
  ctx.call('appEventLogClient', async ({ body, caller, ip }) => {
    await ctx.rateLimiter.consume(eventBucket.ip(ip), EVENT_LIMITS.batchesPerIp)
    return storeEvents(ctx.db, body.events, caller, ctx.clock())
  })

  ctx.call('online', async ({ body, caller }) => {
    // The heartbeat keeps the player's open game session alive between bets (idle sessions expire).
    await touchGameSession(ctx.db, caller.userId, ctx.clock())
    await recordPresence(ctx.db, caller, body.gameId, ctx.clock())
    // The client beats again after this long (workers/heartbeat.ts).
    return { intervalSeconds: ctx.config.heartbeatSeconds }
  })
}
