import { unauthenticated } from '../../../http/errors.ts'
import type { ModuleContext } from '../../index.ts'
import { betRecords, betReport, coinDetail, retrieveBalance } from './records.service.ts'

const me = (caller: { userId: number } | null) => {
  if (!caller) throw unauthenticated()
  return caller.userId
}

/** The player's records and balance: appUserCoinDetail, betRecord, betRecordReport, retrieveBalance. */
export async function registerRecords(ctx: ModuleContext): Promise<void> {
  ctx.call('appUserCoinDetail', ({ body, caller }) => coinDetail(ctx.db, me(caller), body))
  ctx.call('betRecord', ({ body, caller }) => betRecords(ctx.db, me(caller), body))
  ctx.call('betRecordReport', ({ body, caller }) => betReport(ctx.db, me(caller), body))
  ctx.call('retrieveBalance', ({ caller }) => retrieveBalance(ctx.db, me(caller), ctx.clock()))
}
