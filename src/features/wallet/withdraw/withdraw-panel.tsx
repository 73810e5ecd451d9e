import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { ErrorState } from '../../../ui/error-state.tsx'
import { Money, useMoney } from '../../../ui/money.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { exchangeQueryOptions } from '../api/exchange.ts'
import { BonusWithdrawNote } from '../bonus/bonus-money.tsx'
import { PendingWithdrawal, type Withdrawal } from './pending-withdrawal.tsx'
import { TurnoverBlock } from './turnover-block.tsx'
import s from './withdraw.module.css'
import { WithdrawForm } from './withdraw-form.tsx'

/**
 * Withdraw to a bound bank card (DESIGN 5): what may be withdrawn now and what wagering still locks,
 * limits and fee, each deposit's wagering left, then the request (confirmed once in a dialog). A request holds the funds at once and cannot be cancelled (RTS 14B).
 */
export function WithdrawPanel() {
  const { t, i18n } = useTranslation()
  const query = useQuery(exchangeQueryOptions())
  const money = useMoney()
  const [done, setDone] = useState<Withdrawal | null>(null)

  if (query.isPending) {
    return (
      <div className={s.stack} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className={s.skeletonSummary} />
        <Skeleton className={s.skeletonBlock} />
        <Skeleton className={s.skeletonBlock} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        title={t('withdraw.loadFailed')}
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }

  const data = query.data
  if (done) return <PendingWithdrawal withdrawal={done} onDone={() => setDone(null)} />

  return (
    <div className={s.stack}>
      <section className={s.summary} aria-label={t('withdraw.summary')}>
        <div>
          <p className={s.label}>{t('withdraw.withdrawable')}</p>
          <p className={s.big} data-testid="withdrawable">
            <Money value={data.withdrawable} />
          </p>
          {data.turnover.locked > 0 ? (
            <p className={s.locked} data-testid="locked">
              {t('withdraw.lockedSummary', {
                // Locked is part of the balance (floored); what is left to bet is exact.
                locked: money(data.turnover.locked),
                left: money(data.turnover.left, 'amount'),
              })}
            </p>
          ) : null}
        </div>
        <dl className={s.limits}>
          <div>
            <dt>{t('withdraw.min')}</dt>
            <dd>
              <Money value={data.minAmount} kind="amount" />
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.max')}</dt>
            <dd>
              <Money value={data.maxAmount} kind="amount" />
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{feeText(data, i18n.resolvedLanguage, t, (minor) => money(minor, 'amount'))}</dd>
          </div>
        </dl>
        {data.pending > 0 ? (
          <p className={s.pending} role="note">
            {t('withdraw.pendingHeld')} <Money value={data.pending} />. {t('withdraw.noCancel')}
          </p>
        ) : null}
        <BonusWithdrawNote />
      </section>
      <TurnoverBlock turnover={data.turnover} />
      <WithdrawForm data={data} onDone={setDone} />
    </div>
  )
}

type T = (key: string, values?: Record<string, unknown>) => string

function feeText(
  { feeBps, feeMin }: { feeBps: number; feeMin: number },
  locale: string,
  t: T,
  amount: (minor: number) => string,
): string {
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(feeBps / 100)
  if (feeBps === 0 && feeMin === 0) return t('withdraw.feeFree')
  if (feeMin === 0) return t('withdraw.feePercent', { percent })
  return t('withdraw.feePercentMin', { percent, min: amount(feeMin) })
}
