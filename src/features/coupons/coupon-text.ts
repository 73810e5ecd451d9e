import type { CouponTerms } from '../../../contract/calls/coupons.ts'
import { couponKind } from '../../../contract/coupon-value.ts'
import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'

const dates = new Map<string, Intl.DateTimeFormat>()

/** Epoch seconds as the locale's date. */
export function formatDate(seconds: number, locale: string): string {
  let fmt = dates.get(locale)
  if (!fmt) {
    fmt = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })
    dates.set(locale, fmt)
  }
  return fmt.format(new Date(seconds * 1000))
}

/**
 * What a coupon gives, as the player reads it: "10% of your deposit, up to R$20" and "Deposits from R$20"
 * (no second line for a coupon any deposit may use).
 */
export function useCouponText(): (c: CouponTerms) => { gives: string; minimum: string | null } {
  const { t } = useTranslation()
  const money = useMoney()
  return (c) => {
    const kind = couponKind(c.typeId)
    const gives =
      kind === 'percent'
        ? t('coupons.gives.percent', { percent: c.percentBp / 100, max: money(c.maxAmount, 'amount') })
        : t(`coupons.gives.${kind}`, { amount: money(c.amount, 'amount') })
    const minimum = c.minDeposit > 0 ? t('coupons.minDeposit', { min: money(c.minDeposit, 'amount') }) : null
    return { gives, minimum }
  }
}
