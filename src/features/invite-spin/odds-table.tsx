import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'
import s from './invite-spin.module.css'
import { chancePercent, type InviteSpinSector } from './invite-spin-format.ts'

/** The published odds: each sector's prize and its chance (weight / total weight), as the server draws them. */
export function OddsTable({
  sectors,
  totalWeight,
}: {
  sectors: readonly InviteSpinSector[]
  totalWeight: number
}) {
  const { t, i18n } = useTranslation()
  const money = useMoney()
  return (
    <section className={s.card} aria-labelledby="invite-spin-odds">
      <h2 id="invite-spin-odds" className={s.heading}>
        {t('inviteSpin.oddsTitle')}
      </h2>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t('inviteSpin.prize')}</th>
            <th scope="col">{t('inviteSpin.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {sectors.map((x) => (
            <tr key={x.id}>
              <td>{money(x.amount, 'amount')}</td>
              <td>{chancePercent(x.weight, totalWeight, i18n.resolvedLanguage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={s.hint}>{t('inviteSpin.oddsNote')}</p>
    </section>
  )
}
