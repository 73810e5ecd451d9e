import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { Money } from '../../ui/money.tsx'
import s from './points.module.css'

type Rule = CallReply<'getPointsInfo'>['rules'][number]

/** The translated sentence around an amount: the locale string holds `<amount/>` where it goes. */
function AroundAmount({ text, amount }: { text: string; amount: number }) {
  const [before = '', after = ''] = text.split('<amount/>')
  return (
    <>
      {before}
      <Money value={amount} kind="amount" />
      {after}
    </>
  )
}

/** How points are earned: the operator's rules (points_earn_rules), bets with their amount. */
export function PointsRules({ rules }: { rules: readonly Rule[] }) {
  const { t } = useTranslation()
  return (
    <section className={b.card} aria-labelledby="points-rules">
      <h2 id="points-rules" className={b.cardTitle}>
        {t('points.howTitle')}
      </h2>
      {rules.length === 0 ? (
        <p className={s.muted}>{t('points.noRules')}</p>
      ) : (
        <ul className={`${b.list} ${s.rows}`}>
          {rules.map((rule) => (
            <li key={rule.action} className={b.row}>
              <span className={b.rowText}>
                <span className={b.rowLabel}>{t(`points.rules.${rule.action}`)}</span>
                <span className={s.muted}>
                  {rule.action === 'bet' ? (
                    <AroundAmount text={t('points.rules.betEvery')} amount={rule.perAmount} />
                  ) : (
                    t('points.rules.signInEach')
                  )}
                </span>
              </span>
              <span className={`${b.rowValue} ${s.rowEnd}`}>{t('points.plus', { count: rule.points })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
