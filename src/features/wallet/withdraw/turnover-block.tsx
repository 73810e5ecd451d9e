import type { GetExchangeReply } from '../../../../contract/calls/wallet-withdraw.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { Money } from '../../../ui/money.tsx'
import { turnoverView } from './turnover.ts'
import s from './withdraw.module.css'

/** Wagering still required before cash can be withdrawn, as a bar and plain figures (DESIGN 5). */
export function TurnoverBlock({ turnover }: { turnover: GetExchangeReply['turnover'] }) {
  const { t } = useTranslation()
  const view = turnoverView(turnover)
  return (
    <section className={s.card} aria-labelledby="withdraw-turnover">
      <div className={s.cardHead}>
        <h2 id="withdraw-turnover" className={s.cardTitle}>
          {t('withdraw.turnover.title')}
        </h2>
        <span className={`${s.badge} ${view.state === 'open' ? s.badgeOpen : s.badgeDone}`}>
          {view.state === 'open' ? t('withdraw.turnover.open') : t('withdraw.turnover.met')}
        </span>
      </div>
      {view.state === 'none' ? (
        <p className={s.note}>{t('withdraw.turnover.none')}</p>
      ) : (
        <>
          <div
            className={s.bar}
            role="progressbar"
            aria-label={t('withdraw.turnover.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={view.progress}
          >
            <span className={s.barFill} style={{ width: `${view.progress}%` }} />
          </div>
          <dl className={s.figures}>
            <div>
              <dt>{t('withdraw.turnover.done')}</dt>
              <dd>
                <Money value={view.done} />
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.turnover.required')}</dt>
              <dd>
                <Money value={view.required} />
              </dd>
            </div>
            <div>
              <dt>{t('withdraw.turnover.left')}</dt>
              <dd className={view.left > 0 ? s.strong : undefined} data-testid="turnover-left">
                <Money value={view.left} />
              </dd>
            </div>
          </dl>
          <p className={s.note}>{t('withdraw.turnover.rule', { percent: turnover.percent })}</p>
        </>
      )}
    </section>
  )
}
