import { useId } from 'react'
import type { GetExchangeReply, OpenRequirement } from '../../../../contract/calls/wallet-withdraw.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { useMoney } from '../../../ui/money.tsx'
import { requirementProgress } from './turnover.ts'
import s from './withdraw.module.css'

/**
 * What wagering still locks, and why (DESIGN 5, issue 17): each deposit and each deposit bonus is locked
 * until its own turnover is bet, oldest first; the rest of the cash is withdrawable.
 */
export function TurnoverBlock({ turnover }: { turnover: GetExchangeReply['turnover'] }) {
  const { t } = useTranslation()
  return (
    <section className={s.card} aria-labelledby="withdraw-turnover">
      <div className={s.cardHead}>
        <h2 id="withdraw-turnover" className={s.cardTitle}>
          {t('withdraw.turnover.title')}
        </h2>
        <span className={`${s.badge} ${turnover.met ? s.badgeDone : s.badgeOpen}`}>
          {turnover.met ? t('withdraw.turnover.met') : t('withdraw.turnover.open')}
        </span>
      </div>
      {turnover.met ? (
        <p className={s.note}>{t('withdraw.turnover.none')}</p>
      ) : (
        <ol className={s.requirements}>
          {turnover.open.map((r) => (
            <Requirement key={`${r.kind}:${r.createdAt}:${r.amount}:${r.left}`} requirement={r} />
          ))}
        </ol>
      )}
      <p className={s.note}>{t('withdraw.turnover.rule', { percent: turnover.percent })}</p>
    </section>
  )
}

function Requirement({ requirement: r }: { requirement: OpenRequirement }) {
  const { t, i18n } = useTranslation()
  const labelId = useId()
  const locale = i18n.resolvedLanguage
  const format = useMoney()
  // Deposits, bonuses and wagering are exact figures: a floored 'left' would ask for less than is due.
  const money = (minor: number) => format(minor, 'amount')
  const progress = requirementProgress(r)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(r.createdAt * 1000))
  return (
    <li className={s.requirement} data-testid="requirement">
      <p id={labelId} className={s.requirementLabel}>
        {t('withdraw.turnover.item', {
          kind: t(`withdraw.turnover.kind.${r.kind}`),
          amount: money(r.amount),
          date,
        })}
      </p>
      <div
        className={s.bar}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={t('withdraw.turnover.progressText', {
          done: money(r.done),
          required: money(r.required),
        })}
      >
        <span className={s.barFill} style={{ width: `${progress}%` }} />
      </div>
      <p className={s.requirementLeft}>
        {r.unlocks > 0
          ? t('withdraw.turnover.unlock', { left: money(r.left), amount: money(r.unlocks) })
          : t('withdraw.turnover.complete', { left: money(r.left) })}
      </p>
    </li>
  )
}
