import { useTranslation } from '../../i18n/index.ts'
import { useMoney } from '../../ui/money.tsx'
import s from './vip.module.css'

/**
 * How experience is earned, in the server's own rule: experience is the valid bet total in minor units,
 * so it is shown as a money amount (1 of experience per 1 of valid bets) and the thresholds read the same.
 */
export function HowToEarn() {
  const { t } = useTranslation()
  const money = useMoney()
  return (
    <section className={s.card} aria-labelledby="vip-earn">
      <h2 id="vip-earn" className={s.cardTitle}>
        {t('vip.earnTitle')}
      </h2>
      <p className={s.muted}>{t('vip.earnText', { one: money(100, 'amount') })}</p>
    </section>
  )
}
