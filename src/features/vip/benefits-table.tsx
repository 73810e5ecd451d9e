import type { VipData } from '../../../contract/calls/vip.ts'
import { useTranslation } from '../../i18n/index.ts'
import { Money } from '../../ui/money.tsx'
import s from './vip.module.css'

/**
 * What every level gives, lowest first, the player's own row marked. Five money columns do not fit a
 * 360 px phone: the table scrolls sideways inside its own focusable region, with a hint saying so.
 */
export function BenefitsTable({ vip }: { vip: VipData }) {
  const { t } = useTranslation()
  return (
    <div className={s.card}>
      <h2 id="vip-benefits" className={s.cardTitle}>
        {t('vip.benefits')}
      </h2>
      <p className={`${s.muted} ${s.scrollHint}`}>{t('vip.scrollHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className={s.scroller} tabIndex={0} aria-labelledby="vip-benefits">
        <table className={s.table}>
          <thead>
            <tr>
              <th scope="col">{t('vip.col.level')}</th>
              <th scope="col">{t('vip.col.experience')}</th>
              <th scope="col">{t('vip.col.levelUp')}</th>
              <th scope="col">{t('vip.col.daily')}</th>
              <th scope="col">{t('vip.col.signIn')}</th>
            </tr>
          </thead>
          <tbody>
            {vip.levels.map((l) => (
              <tr
                key={l.level}
                className={l.level === vip.level ? s.current : undefined}
                aria-current={l.level === vip.level ? 'true' : undefined}
              >
                <th scope="row">{t('vip.level', { level: l.level })}</th>
                <td>
                  <Money value={l.experience} kind="amount" />
                </td>
                <td>
                  <Money value={l.levelUpReward} kind="amount" />
                </td>
                <td>
                  <Money value={l.dailyBonus} kind="amount" />
                </td>
                <td>
                  <Money value={l.signInAward} kind="amount" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  )
}
