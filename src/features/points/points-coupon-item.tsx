import type { CouponTerms } from '../../../contract/calls/coupons.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { useCouponText } from '../coupons/index.ts'
import s from './points.module.css'

/** A coupon item of the shop: its name, what it gives on a deposit, and for how long it is valid. */
export function CouponItemText({ coupon }: { coupon: CouponTerms }) {
  const { t } = useTranslation()
  const text = useCouponText()(coupon)
  return (
    <>
      <span className={b.rowLabel}>{coupon.name}</span>
      <span className={s.muted}>
        {text.gives}
        {text.minimum ? ` · ${text.minimum}` : ''}
      </span>
      <span className={s.muted}>{t('coupons.validDays', { count: coupon.validDays })}</span>
    </>
  )
}
