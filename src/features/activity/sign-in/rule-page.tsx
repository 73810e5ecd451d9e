import { useLocale, useTranslation } from '../../../i18n/index.ts'
import { PageBody } from '../../../ui/layout.tsx'
import { Money } from '../../../ui/money.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { localResetTime } from './reset-time.ts'
import s from './sign-in.module.css'
import { type SignInStatus, SignInStatusGate } from './status-gate.tsx'

/** /activity/sign-in/rule: what each day pays, once per UTC day, what a missed day does, the reset time. */
export function SignInRulePage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('signIn.ruleTitle')} fallback="/activity/sign-in" />
      <PageBody>
        <SignInStatusGate>{(status) => <RuleBody status={status} />}</SignInStatusGate>
      </PageBody>
    </>
  )
}

function RuleBody({ status }: { status: SignInStatus }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className={s.stack}>
      <section className={s.card} aria-labelledby="sign-in-rewards">
        <h2 id="sign-in-rewards" className={s.cardTitle}>
          {t('signIn.rules.rewardsTitle')}
        </h2>
        <table className={s.table}>
          <tbody>
            {status.days.map((d) => (
              <tr key={d.day}>
                <th scope="row">{t('signIn.day', { day: d.day })}</th>
                <td>
                  <Money value={d.amount} kind="amount" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={s.card} aria-labelledby="sign-in-how">
        <h2 id="sign-in-how" className={s.cardTitle}>
          {t('signIn.rules.howTitle')}
        </h2>
        <ul className={s.rules}>
          <li>{t('signIn.rules.once')}</li>
          <li>{t('signIn.rules.reset', { time: localResetTime(status.nextResetTime, locale) })}</li>
          <li>{t('signIn.rules.next')}</li>
          <li>{t('signIn.rules.missed')}</li>
          <li>{t('signIn.rules.cash')}</li>
        </ul>
      </section>
    </div>
  )
}
