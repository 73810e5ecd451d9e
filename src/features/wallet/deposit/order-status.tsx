import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { errorMessageKey } from '../../../api/errors.ts'
import { useSession } from '../../../api/session.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Button, buttonClass } from '../../../ui/button.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { AlertIcon, CoinIcon } from '../../../ui/icons.tsx'
import { Money } from '../../../ui/money.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { refreshUser } from '../../auth/index.ts'
import { BONUS_BALANCE_KEY } from '../api/bonus-balance.ts'
import { type RechargeOrderReply, useRechargeOrder } from '../api/recharge-order.ts'
import { TRADE_INFO_KEY } from '../api/trade-info.ts'
import s from './deposit.module.css'

interface OrderStatusProps {
  orderId: string
  onDepositAgain: () => void
}

/** Back from the pay page: the order's state, polled while pending, then what was credited. */
export function OrderStatus({ orderId, onDepositAgain }: OrderStatusProps) {
  const { t } = useTranslation()
  const order = useRechargeOrder(orderId)
  const balance = useBalanceAfterPayment(order.data)

  if (order.data === undefined) {
    if (!order.isError) {
      return (
        <div className={s.status}>
          <Spinner label={t('deposit.order.loading')} />
        </div>
      )
    }
    return (
      <ErrorState
        title={t('deposit.orderLoadFailed')}
        text={t(errorMessageKey(order.error))}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    )
  }
  const data = order.data
  return (
    <section className={s.status} aria-live="polite" aria-labelledby="deposit-order-title">
      <StatusHead order={data} />
      <dl className={s.summary}>
        <div>
          <dt>{t('deposit.order.amount')}</dt>
          <dd>
            <Money value={data.amount} kind="amount" currency={data.currency} />
          </dd>
        </div>
        {data.status === 'paid' ? (
          <>
            <div>
              <dt>{t('deposit.order.toCash')}</dt>
              <dd className={s.total}>
                <Money value={data.amount} kind="amount" currency={data.currency} />
              </dd>
            </div>
            {data.bonus > 0 ? (
              <div>
                <dt>{t('deposit.order.bonusMoney')}</dt>
                <dd className={s.plus} data-testid="order-bonus">
                  +<Money value={data.bonus} kind="amount" currency={data.currency} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('deposit.order.newBalance')}</dt>
              <dd data-testid="order-new-balance">
                {balance.refreshing ? <Spinner size={16} /> : <Money value={balance.coin} />}
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>{t('deposit.order.id')}</dt>
          <dd className={s.orderId}>{data.orderId}</dd>
        </div>
      </dl>
      {data.status === 'paid' && data.bonus > 0 ? (
        <p className={s.note}>{t('deposit.order.bonusPending')}</p>
      ) : null}
      {data.status === 'pending' && data.payUrl ? (
        <a className={buttonClass({ variant: 'primary', block: true })} href={data.payUrl}>
          {t('deposit.order.continue')}
        </a>
      ) : null}
      {data.status !== 'pending' ? (
        <div className={s.actions}>
          <Button block onClick={onDepositAgain} variant={data.status === 'paid' ? 'secondary' : 'primary'}>
            {data.status === 'paid' ? t('deposit.order.again') : t('deposit.order.retry')}
          </Button>
          <AppLink href="/wallets/record" className={buttonClass({ variant: 'ghost', block: true })}>
            {t('deposit.order.records')}
          </AppLink>
        </div>
      ) : null}
    </section>
  )
}

function StatusHead({ order }: { order: RechargeOrderReply }) {
  const { t } = useTranslation()
  const tone = order.status === 'paid' ? s.ok : order.status === 'pending' ? s.wait : s.bad
  return (
    <div className={`${s.statusHead} ${tone}`}>
      <span className={s.statusIcon} aria-hidden="true">
        {order.status === 'pending' ? (
          <Spinner size={28} />
        ) : order.status === 'paid' ? (
          <CoinIcon size={28} />
        ) : (
          <AlertIcon size={28} />
        )}
      </span>
      <div>
        <h2 id="deposit-order-title" className={s.statusTitle}>
          {t(`deposit.order.${order.status}`)}
        </h2>
        <p className={s.statusText}>{t(`deposit.order.${order.status}Text`)}</p>
      </div>
    </div>
  )
}

/**
 * Once the order is paid, the session coin is pulled from the server (refreshData) so the balance here
 * and in the header is the credited one; the trade info is refetched too (first-deposit offers, minimums).
 */
function useBalanceAfterPayment(order: RechargeOrderReply | undefined) {
  const queryClient = useQueryClient()
  const { user } = useSession()
  const paid = order?.status === 'paid'
  const [refreshing, setRefreshing] = useState(false)
  useEffect(() => {
    if (!paid) return
    let live = true
    setRefreshing(true)
    void refreshUser()
      .catch(() => undefined)
      .finally(() => {
        if (live) setRefreshing(false)
      })
    void queryClient.invalidateQueries({ queryKey: TRADE_INFO_KEY })
    void queryClient.invalidateQueries({ queryKey: BONUS_BALANCE_KEY })
    return () => {
      live = false
    }
  }, [paid, queryClient])
  return { coin: user?.coin ?? 0, refreshing }
}
