import { type FormEvent, useMemo, useState } from 'react'
import type { RechargeType } from '../../../../contract/calls/wallet-deposit.ts'
import { couponValue } from '../../../../contract/coupon-value.ts'
import { errorMessageKey } from '../../../api/errors.ts'
import { useSession } from '../../../api/session.ts'
import { useIdempotentSubmit } from '../../../api/use-idempotent-submit.ts'
import { useTranslation } from '../../../i18n/index.ts'
import b from '../../../ui/blocks.module.css'
import { Button } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { Money, useMoney } from '../../../ui/money.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { TextField } from '../../../ui/text-field.tsx'
import { type Coupon, CouponPicker, usableCoupon } from '../../coupons/index.ts'
import { type RechargeBody, type RechargeOrder, useRecharge } from '../api/recharge.ts'
import { type TradeInfo, useTradeInfo } from '../api/trade-info.ts'
import { checkDepositAmount, MINOR_PER_UNIT, unitRange } from './amount.ts'
import { BonusOffer } from './bonus-offer.tsx'
import { bonusGrantsPreview, channelItems, pickChannel, sortedChannels } from './channels.ts'
import s from './deposit.module.css'
import { DepositRequirements, useDepositRequirement } from './deposit-requirements.tsx'
import { payRedirect } from './pay-redirect.ts'

const CUSTOM = 'custom'

/** Loads the trade info and shows its loading, error and empty states around the form. */
export function DepositForm() {
  const { t } = useTranslation()
  const info = useTradeInfo()
  if (info.data === undefined) {
    if (!info.isError) return <DepositSkeleton />
    return (
      <ErrorState
        title={t('deposit.loadFailed')}
        text={t(errorMessageKey(info.error))}
        onRetry={() => void info.refetch()}
        retrying={info.isFetching}
      />
    )
  }
  const channels = sortedChannels(info.data)
  if (channels.length === 0) {
    return <EmptyState title={t('deposit.noChannels')} text={t('deposit.noChannelsText')} />
  }
  return <DepositChoices info={info.data} channels={channels} />
}

function DepositSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={s.stack} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton className={s.skeletonRow} />
      <div className={s.items}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className={s.skeletonItem} />
        ))}
      </div>
      <Skeleton className={s.skeletonRow} />
    </div>
  )
}

function DepositChoices({ info, channels }: { info: TradeInfo; channels: RechargeType[] }) {
  const { t } = useTranslation()
  const money = useMoney()
  const [current, setCurrent] = useState(0)
  const [choice, setChoice] = useState<string>('')
  const [customText, setCustomText] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  // The bonus is the player's choice, never taken by default.
  const [bonusOptIn, setBonusOptIn] = useState(false)
  const [coupon, setCoupon] = useState<Coupon | null>(null)
  const { user } = useSession()
  const submits = useIdempotentSubmit()
  const recharge = useRecharge()
  const requirement = useDepositRequirement()

  const channelId = pickChannel(channels, current, info.lastRechargeTypeId)
  const channel = channels.find((c) => c.id === channelId) ?? channels[0]
  const items = useMemo(() => (channel ? channelItems(info, channel.id) : []), [info, channel])
  if (!channel) return null
  // The first item is preselected; a choice that the new channel lacks falls back to it.
  const selected =
    choice === CUSTOM || items.some((i) => String(i.id) === choice) ? choice : String(items[0]?.id ?? CUSTOM)
  const units = unitRange(channel)
  const range = {
    min: money(units.min * MINOR_PER_UNIT, 'amount'),
    max: money(units.max * MINOR_PER_UNIT, 'amount'),
  }
  const custom = selected === CUSTOM ? checkDepositAmount(customText, channel) : null
  const amount =
    selected === CUSTOM ? (custom?.amount ?? 0) : (items.find((i) => String(i.id) === selected)?.price ?? 0)
  const grants = amount > 0 ? bonusGrantsPreview(info, channel.id, amount) : []
  const bonus = grants.reduce((sum, g) => sum + g.amount, 0)
  // A coupon whose minimum is above the amount is dropped, not sent (the server would refuse it).
  const usedCoupon = usableCoupon(coupon, amount)
  const couponGives = usedCoupon ? couponValue(usedCoupon, amount) : 0

  const selectChannel = (id: number) => {
    setCurrent(id)
    setFieldError(null)
    recharge.reset()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (requirement.blocked || recharge.isPending) return
    let body: RechargeBody
    if (selected === CUSTOM) {
      const checked = checkDepositAmount(customText, channel)
      if (checked.error) {
        setFieldError(t(checked.error.key, range))
        return
      }
      body = { rechargeTypeId: channel.id, amount: checked.amount, bonusOptIn: bonusOptIn && bonus > 0 }
    } else {
      body = { rechargeTypeId: channel.id, itemId: Number(selected), bonusOptIn: bonusOptIn && bonus > 0 }
    }
    if (usedCoupon) body = { ...body, couponId: usedCoupon.id }
    setFieldError(null)
    // A resubmit of the same amount after a timeout, a 5xx or a 409 reuses the key: one order, not two.
    const attempt = submits.attempt<RechargeOrder>(body, {
      onSuccess: (order) => {
        if (order.payUrl) payRedirect.go(order.payUrl)
      },
    })
    recharge.mutate({ body, key: attempt.key }, attempt)
  }

  return (
    <form className={s.stack} onSubmit={submit} noValidate>
      <fieldset className={b.choices}>
        <legend className={b.legend}>{t('deposit.channel')}</legend>
        <div className={s.channels}>
          {channels.map((c) => (
            <label key={c.id} className={`${s.chip} ${c.id === channel.id ? s.chipOn : ''}`}>
              <input
                type="radio"
                name="deposit-channel"
                className="visually-hidden"
                checked={c.id === channel.id}
                onChange={() => selectChannel(c.id)}
              />
              {c.name}
            </label>
          ))}
        </div>
        <p className={s.limits}>{t('deposit.limits', { min: range.min, max: range.max })}</p>
      </fieldset>

      <fieldset className={b.choices}>
        <legend className={b.legend}>{t('deposit.amount')}</legend>
        <div className={s.items}>
          {items.map((item) => (
            <label key={item.id} className={`${s.item} ${selected === String(item.id) ? s.itemOn : ''}`}>
              <input
                type="radio"
                name="deposit-item"
                className="visually-hidden"
                checked={selected === String(item.id)}
                onChange={() => setChoice(String(item.id))}
              />
              <Money value={item.price} kind="amount" className={s.price} />
              {item.bonus > 0 ? (
                <span className={s.bonus}>
                  {t('deposit.bonusTag')} <Money value={item.bonus} kind="amount" />
                </span>
              ) : null}
            </label>
          ))}
          <label className={`${s.item} ${selected === CUSTOM ? s.itemOn : ''}`}>
            <input
              type="radio"
              name="deposit-item"
              className="visually-hidden"
              checked={selected === CUSTOM}
              onChange={() => setChoice(CUSTOM)}
            />
            <span className={s.price}>{t('deposit.other')}</span>
          </label>
        </div>
        {items.length === 0 ? <p className={s.limits}>{t('deposit.noItems')}</p> : null}
      </fieldset>

      {selected === CUSTOM ? (
        <TextField
          label={t('deposit.customAmount')}
          inputMode="numeric"
          autoComplete="off"
          value={customText}
          onChange={(e) => {
            setCustomText(e.target.value)
            setFieldError(null)
          }}
          hint={t('deposit.customHint', { min: range.min, max: range.max })}
          error={fieldError}
        />
      ) : null}

      <BonusOffer grants={grants} optIn={bonusOptIn} onOptIn={setBonusOptIn} />

      {user ? <CouponPicker userId={user.id} amount={amount} picked={coupon} onPick={setCoupon} /> : null}

      <Summary amount={amount} bonus={bonusOptIn ? bonus : 0} coupon={couponGives} />

      <DepositRequirements requirement={requirement} />

      {recharge.isError ? (
        <p className={s.alert} role="alert">
          {t(errorMessageKey(recharge.error))}
        </p>
      ) : null}

      <Button type="submit" block size="lg" loading={recharge.isPending} disabled={requirement.blocked}>
        {t('deposit.submit')}
      </Button>
      <p className={s.note}>{t('deposit.redirectNote')}</p>
    </form>
  )
}

/**
 * What the deposit adds: the amount and the coupon's value to cash, and the chosen bonus to bonus money
 * (apart from cash).
 */
function Summary({ amount, bonus, coupon }: { amount: number; bonus: number; coupon: number }) {
  const { t } = useTranslation()
  if (amount <= 0) return null
  return (
    <dl className={s.summary} aria-live="polite">
      <div>
        <dt>{t('deposit.youPay')}</dt>
        <dd>
          <Money value={amount} kind="amount" />
        </dd>
      </div>
      <div>
        <dt>{t('deposit.youGet')}</dt>
        <dd className={s.total}>
          <Money value={amount + coupon} kind="amount" />
        </dd>
      </div>
      {coupon > 0 ? (
        <div>
          <dt>{t('coupons.summary')}</dt>
          <dd className={s.plus} data-testid="summary-coupon">
            +<Money value={coupon} kind="amount" />
          </dd>
        </div>
      ) : null}
      {bonus > 0 ? (
        <div>
          <dt>{t('deposit.bonusMoney')}</dt>
          <dd className={s.plus} data-testid="summary-bonus">
            +<Money value={bonus} kind="amount" />
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
