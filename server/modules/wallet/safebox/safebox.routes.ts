import type { ModuleContext } from '../../index.ts'
import { changeSafeboxPassword, setSafeboxPassword } from './safebox.password.ts'
import { interestLog, moveIn, moveOut, safeboxInfo } from './safebox.service.ts'

/**
 * The safe box (Fund, /activity/bank): getSafeboxInfo, setSafeboxPassword, changeSafeboxPassword,
 * safeboxIn, safeboxOut, getSafeboxInterestLog. The moves carry the request's idempotency key in their
 * ledger key (ledgerKeyed); the interest is safeboxInterestConsumer's.
 */
export async function registerSafebox(ctx: ModuleContext): Promise<void> {
  ctx.call('getSafeboxInfo', ({ caller }) => safeboxInfo(ctx.db, caller.userId))
  ctx.call('setSafeboxPassword', async ({ body, caller }) => {
    await setSafeboxPassword(ctx.db, caller.userId, body.password)
    return { hasPassword: true as const }
  })
  ctx.call('changeSafeboxPassword', async ({ body, caller }) => {
    await changeSafeboxPassword(ctx.db, ctx.rateLimiter, caller.userId, body)
    return { hasPassword: true as const }
  })
  ctx.call(
    'safeboxIn',
    ({ body, caller, idempotencyKey }) =>
      moveIn(ctx.db, caller.userId, body.amount, idempotencyKey, ctx.clock()),
    { ledgerKeyed: true },
  )
  ctx.call(
    'safeboxOut',
    ({ body, caller, idempotencyKey }) =>
      moveOut(ctx.db, ctx.rateLimiter, caller.userId, body, idempotencyKey, ctx.clock()),
    { ledgerKeyed: true },
  )
  ctx.call('getSafeboxInterestLog', ({ body, caller }) =>
    interestLog(ctx.db, caller.userId, body, ctx.clock()),
  )
}
