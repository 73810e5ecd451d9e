import type { ModuleContext } from '../index.ts'
import { myCoupons } from './coupons.service.ts'

/** Coupon calls: getMyCoupons. Coupons are sold by pointsExchange and used by recharge (coupons.deposit.ts). */
export async function registerCoupons(ctx: ModuleContext): Promise<void> {
  ctx.call('getMyCoupons', ({ caller, locale }) => myCoupons(ctx.db, caller.userId, locale, ctx.clock()))
}
