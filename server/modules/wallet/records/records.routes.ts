import type { ModuleContext } from '../../index.ts'
import { betRecords, betReport, coinDetail, retrieveBalance } from './records.service.ts'

/** The player's records and balance: appUserCoinDetail, betRecord, betRecordReport, retrieveBalance. */
export async function registerRecords(ctx: ModuleContext): Promise<void> {
  ctx.call('appUserCoinDetail', ({ body, caller }) => coinDetail(ctx.db, caller.userId, body))
  ctx.call('betRecord', ({ body, caller }) => betRecords(ctx.db, caller.userId, body))
  ctx.call('betRecordReport', ({ body, caller }) => betReport(ctx.db, caller.userId, body))
  ctx.call('retrieveBalance', ({ caller }) => retrieveBalance(ctx.db, caller.userId, ctx.clock()))
}
