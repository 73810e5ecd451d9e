import { useQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { formatRate } from '../vip/index.ts'
import s from './agent.module.css'
import { agentInfoQueryOptions } from './agent-api.ts'

/** /agent/rule: the commission tier table, what makes an invitee valid and what it pays, the abuse rules. */
export function AgentRulePage() {
  const { t, i18n } = useTranslation()
  const query = useQuery(agentInfoQueryOptions())
  const info = query.data
  return (
    <>
      <PageHeader title={t('agent.ruleTitle')} />
      <PageBody>
        {info ? (
          <div className={b.stack}>
            <section className={b.card} aria-labelledby="agent-tiers">
              <h2 id="agent-tiers" className={b.cardTitle}>
                {t('agent.tiersTitle')}
              </h2>
              <p>{t('agent.tiersText')}</p>
              <table className={s.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('agent.col.level')}</th>
                    <th scope="col">{t('agent.col.rate')}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.tiers.map((tier) => (
                    <tr key={tier.level}>
                      <th scope="row">{t('agent.levelName', { level: tier.level })}</th>
                      <td>{formatRate(tier.rateBp, i18n.resolvedLanguage ?? 'en')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section className={b.card} aria-labelledby="agent-valid">
              <h2 id="agent-valid" className={b.cardTitle}>
                {t('agent.validTitle')}
              </h2>
              <ul className={s.rules}>
                <li>
                  {t('agent.validText')} <Money value={info.validDeposit} kind="amount" />
                </li>
                <li>
                  {t('agent.rewardText')} <Money value={info.inviteReward} kind="amount" />
                </li>
                <li>{t('agent.ruleDevice')}</li>
                <li>{t('agent.ruleCard')}</li>
                <li>{t('agent.ruleSelf')}</li>
              </ul>
            </section>
          </div>
        ) : (
          <QueryState query={query} errorTitle={t('agent.errorTitle')} />
        )}
      </PageBody>
    </>
  )
}
