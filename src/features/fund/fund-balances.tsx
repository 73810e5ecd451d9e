import type { SafeboxInfo } from '../../../contract/calls/safebox.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Money } from '../../ui/money.tsx'
import s from './fund.module.css'
import { formatRate } from './fund-amount.ts'

/** What the box and the wallet hold, the daily rate and the interest earned so far. */
export function FundBalances({ info }: { info: SafeboxInfo }) {
  const { t, i18n } = useTranslation()
  return (
    <section className={`${b.card} ${s.balances}`} aria-labelledby="fund-balances">
      <h2 id="fund-balances" className={b.cardTitle}>
        {t('fund.balancesTitle')}
      </h2>
      <dl className={s.figures}>
        <div className={s.figure}>
          <dt className={s.muted}>{t('fund.inBox')}</dt>
          <dd className={s.boxValue} data-testid="fund-box">
            <Money value={info.safebox} kind="amount" />
          </dd>
        </div>
        <div className={s.figure}>
          <dt className={s.muted}>{t('fund.inWallet')}</dt>
          <dd className={s.walletValue} data-testid="fund-wallet">
            <Money value={info.coin} kind="amount" />
          </dd>
        </div>
        <div className={s.figure}>
          <dt className={s.muted}>{t('fund.dailyRate')}</dt>
          <dd className={s.walletValue}>{formatRate(info.interestBps, i18n.resolvedLanguage)}</dd>
        </div>
        <div className={s.figure}>
          <dt className={s.muted}>{t('fund.interestTotal')}</dt>
          <dd className={s.walletValue}>
            <Money value={info.interestTotal} kind="amount" />
          </dd>
        </div>
      </dl>
      <p className={s.muted}>
        {info.interestBps > 0
          ? t('fund.interestRule', { rate: formatRate(info.interestBps, i18n.resolvedLanguage) })
          : t('fund.noInterest')}
      </p>
    </section>
  )
}
