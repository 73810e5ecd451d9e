import { sql } from 'drizzle-orm'
import type { CouponTerms } from '../../../contract/calls/coupons.ts'
import { couponKind } from '../../../contract/coupon-value.ts'
import type { Locale } from '../../../contract/enums.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { query } from '../../db/sql.ts'
import { getConfigSnapshot } from '../config/config.service.ts'

export interface CouponType {
  /** The prize id. */
  id: number
  percentBp: number
  amount: number
  maxAmount: number
  minDeposit: number
  validDays: number
}

export interface CouponTypeRow {
  id: number
  percent_bp: number
  amount: string | number
  max_amount: string | number
  min_deposit: string | number
  valid_days: number
}

export const toCouponType = (r: CouponTypeRow): CouponType => ({
  id: Number(r.id),
  percentBp: Number(r.percent_bp),
  amount: Number(r.amount),
  maxAmount: Number(r.max_amount),
  minDeposit: Number(r.min_deposit),
  validDays: Number(r.valid_days),
})

/** Every coupon type (switched-off ones too: coupons already issued stay usable). */
export async function couponTypes(db: DbOrTx): Promise<Map<number, CouponType>> {
  const rows = await query<CouponTypeRow>(
    db,
    sql`SELECT id, percent_bp, amount, max_amount, min_deposit, valid_days FROM coupon_types`,
  )
  return new Map(rows.map((r) => [Number(r.id), toCouponType(r)]))
}

/** The terms the app shows, named in the caller's language (content_texts 'coupon.<id>', else English). */
export async function couponTerms(db: Db, type: CouponType, locale: Locale): Promise<CouponTerms> {
  const { content } = await getConfigSnapshot(db)
  return {
    typeId: type.id,
    kind: couponKind(type.id),
    name: content.text(`coupon.${type.id}`, locale)?.title ?? `#${type.id}`,
    percentBp: type.percentBp,
    amount: type.amount,
    maxAmount: type.maxAmount,
    minDeposit: type.minDeposit,
    validDays: type.validDays,
  }
}
