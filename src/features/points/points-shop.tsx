import { useState } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { errorMessageKey } from '../../api/errors.ts'
import { type TFunction, useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Button, ButtonLabel, buttonClass } from '../../ui/button.tsx'
import { Dialog } from '../../ui/dialog.tsx'
import { CoinIcon, GiftIcon } from '../../ui/icons.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import s from './points.module.css'
import { useExchangePoints } from './points-api.ts'
import { CouponItemText } from './points-coupon-item.tsx'
import { LOGIN_HREF } from './points-format.ts'

type Info = CallReply<'getPointsInfo'>
type Item = Info['items'][number]

const PRIZE_COIN = 2001

/** Why an item cannot be taken now (null: it can). */
function blockedReason(item: Item, points: number, t: TFunction): string | null {
  if (item.leftToday === 0) return t('points.limitReached')
  if (points < item.cost) return t('points.needMore', { count: item.cost - points })
  return null
}

/**
 * The shop: each item's coins and cost, Exchange (disabled with the reason when short or at the daily
 * limit), a confirmation, then the reward list; visitors get a log-in button instead.
 */
export function PointsShop({ info, isLoggedIn }: { info: Info; isLoggedIn: boolean }) {
  const { t } = useTranslation()
  const exchange = useExchangePoints()
  const [confirming, setConfirming] = useState<Item | null>(null)
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  // The coupon just bought: said in words (it lands in My coupons below), not as a coin prize.
  const [bought, setBought] = useState<string | null>(null)
  const onConfirm = () => {
    if (!confirming) return
    const item = confirming
    setConfirming(null)
    setBought(null)
    exchange.mutate(item.id, {
      onSuccess: (reply) =>
        item.coupon ? setBought(item.coupon.name) : setPrizes([{ propId: PRIZE_COIN, amount: reply.amount }]),
    })
  }
  return (
    <section className={b.card} aria-labelledby="points-shop">
      <h2 id="points-shop" className={b.cardTitle}>
        {t('points.shopTitle')}
      </h2>
      {info.items.length === 0 ? (
        <p className={s.muted}>{t('points.shopEmpty')}</p>
      ) : (
        <ul className={`${b.list} ${s.rows}`}>
          {info.items.map((item) => {
            const reason = isLoggedIn ? blockedReason(item, info.points, t) : null
            const reasonId = `points-item-${item.id}-reason`
            return (
              <li key={item.id} className={b.row}>
                <span className={s.itemIcon} aria-hidden="true">
                  {item.coupon ? <GiftIcon size={26} /> : <CoinIcon size={28} />}
                </span>
                <span className={b.rowText}>
                  {item.coupon ? (
                    <CouponItemText coupon={item.coupon} />
                  ) : (
                    <Money value={item.amount} kind="amount" className={b.rowLabel} />
                  )}
                  <span className={s.muted}>
                    {t('points.count', { count: item.cost })}
                    {item.dailyLimit > 0 ? ` · ${t('points.dailyLimit', { count: item.dailyLimit })}` : ''}
                  </span>
                  {reason ? (
                    <span id={reasonId} className={s.reason}>
                      {reason}
                    </span>
                  ) : null}
                </span>
                {isLoggedIn ? (
                  <Button
                    size="sm"
                    className={s.rowEnd}
                    disabled={reason !== null || exchange.isPending}
                    loading={exchange.isPending && exchange.variables === item.id}
                    aria-describedby={reason ? reasonId : undefined}
                    onClick={() => setConfirming(item)}
                  >
                    {t('points.exchange')}
                  </Button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {!isLoggedIn ? (
        <AppLink href={LOGIN_HREF} className={buttonClass({ variant: 'secondary', wrap: true })}>
          <ButtonLabel>{t('points.logInToExchange')}</ButtonLabel>
        </AppLink>
      ) : null}
      {bought ? (
        <p className={s.success} role="status">
          {t('coupons.bought', { name: bought })}
        </p>
      ) : null}
      {exchange.isError ? (
        <p className={s.error} role="alert">
          {t(errorMessageKey(exchange.error))}
        </p>
      ) : null}
      <Dialog
        open={confirming !== null}
        title={t('points.confirmTitle')}
        onClose={() => setConfirming(null)}
        onConfirm={onConfirm}
        confirmLabel={t('points.exchange')}
        actions={
          <Button variant="secondary" block data-autofocus onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
        }
      >
        {confirming ? (
          <p>
            {t('points.confirmSpend', { count: confirming.cost })}{' '}
            {confirming.coupon ? confirming.coupon.name : <Money value={confirming.amount} kind="amount" />}
          </p>
        ) : null}
      </Dialog>
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </section>
  )
}
