import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button } from '../../ui/button.tsx'
import { useMoney } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { useCouponText } from './coupon-text.ts'
import s from './coupons.module.css'
import { type Coupon, myCouponsQueryOptions } from './coupons-api.ts'

interface CouponPickerProps {
  userId: number
  /** The deposit's amount in minor units (0 while none is chosen). */
  amount: number
  /** The coupon picked (null: none). */
  picked: Coupon | null
  onPick: (coupon: Coupon | null) => void
}

/** The picked coupon if this deposit may use it (a coupon above the amount is not sent). */
export const usableCoupon = (picked: Coupon | null, amount: number): Coupon | null =>
  picked && picked.state === 'usable' && amount >= picked.minDeposit ? picked : null

/**
 * The deposit page's coupon choice: "No coupon" (the default) or one of the player's usable coupons, each
 * with what it gives; a coupon whose minimum is above the amount is shown disabled with the reason.
 * Without coupons it says where to get one; a failed load leaves the deposit usable with a retry.
 */
export function CouponPicker({ userId, amount, picked, onPick }: CouponPickerProps) {
  const { t } = useTranslation()
  const money = useMoney()
  const text = useCouponText()
  const query = useQuery(myCouponsQueryOptions(userId))
  const usable = query.data?.list.filter((c) => c.state === 'usable') ?? []
  const chosen = usableCoupon(picked, amount)
  return (
    <fieldset className={b.choices} aria-busy={query.isPending}>
      <legend className={b.legend}>{t('coupons.pickerLegend')}</legend>
      {query.isPending ? (
        <p className={s.muted}>{t('coupons.loading')}</p>
      ) : query.isError ? (
        <p className={s.muted}>
          {t('coupons.errorTitle')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('coupons.retry')}
          </Button>
        </p>
      ) : usable.length === 0 ? (
        <p className={s.muted}>
          {t('coupons.pickerEmpty')} <AppLink href="/points">{t('coupons.pointsShop')}</AppLink>
        </p>
      ) : (
        <div className={s.options}>
          <label className={`${s.option} ${chosen === null ? s.optionOn : ''}`}>
            <input
              type="radio"
              name="deposit-coupon"
              className="visually-hidden"
              checked={chosen === null}
              onChange={() => onPick(null)}
            />
            <span className={s.optionName}>{t('coupons.none')}</span>
          </label>
          {usable.map((c) => {
            const terms = text(c)
            const tooLow = amount > 0 && amount < c.minDeposit
            const reasonId = `coupon-${c.id}-reason`
            return (
              <label
                key={c.id}
                className={`${s.option} ${chosen?.id === c.id ? s.optionOn : ''} ${tooLow ? s.optionOff : ''}`}
              >
                <input
                  type="radio"
                  name="deposit-coupon"
                  className="visually-hidden"
                  checked={chosen?.id === c.id}
                  disabled={tooLow}
                  aria-describedby={tooLow ? reasonId : undefined}
                  onChange={() => onPick(c)}
                  data-testid={`coupon-${c.typeId}`}
                />
                <span className={s.optionName}>{c.name}</span>
                <span className={s.muted}>
                  {terms.gives}
                  {terms.minimum ? ` · ${terms.minimum}` : ''}
                </span>
                {tooLow ? (
                  <span id={reasonId} className={s.reason}>
                    {t('coupons.needsAmount', { min: money(c.minDeposit, 'amount') })}
                  </span>
                ) : null}
              </label>
            )
          })}
        </div>
      )}
      <p className={s.note}>{t('coupons.pickerNote')}</p>
    </fieldset>
  )
}
