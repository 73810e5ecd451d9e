import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { CallReply } from '../../../contract/calls/index.ts'
import { useTranslation } from '../../i18n/index.ts'
import { ActionError } from '../../ui/action-error.tsx'
import { Button } from '../../ui/button.tsx'
import { ChevronRightIcon } from '../../ui/icons.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { Money } from '../../ui/money.tsx'
import { AppLink } from '../../ui/nav-link.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { type Prize, RewardList } from '../../ui/reward-list.tsx'
import { rebateQueryOptions, useClaimRebate } from './rebate-api.ts'
import { formatRate, useRebateTypeName } from './rebate-format.ts'
import s from './vip.module.css'

const PRIZE_COIN = 2001

/** /vip/rebate (spec 7 VIP): the rebate each game type has earned, the total and one claim for all of it. */
export function RebatePage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('rebate.title')} fallback="/vip" />
      <RebateContent />
    </>
  )
}

/** The rebate page's body, also the /bonus/rebate tab. */
export function RebateContent() {
  const { t } = useTranslation()
  const query = useQuery(rebateQueryOptions())
  return (
    <PageBody>
      {query.data ? (
        <div className={s.stack}>
          <RebateClaim rebate={query.data} />
          <AppLink href="/vip/rebate/record" className={`${s.card} ${s.linkCard}`}>
            <span>{t('rebate.history')}</span>
            <ChevronRightIcon size={20} />
          </AppLink>
          <section className={s.card} aria-labelledby="rebate-how">
            <h2 id="rebate-how" className={s.cardTitle}>
              {t('rebate.howTitle')}
            </h2>
            <p className={s.muted}>{t('rebate.howText')}</p>
          </section>
        </div>
      ) : (
        <QueryState query={query} errorTitle={t('rebate.errorTitle')} />
      )}
    </PageBody>
  )
}

function RebateClaim({ rebate }: { rebate: CallReply<'betBonus'> }) {
  const { t, i18n } = useTranslation()
  const typeName = useRebateTypeName()
  const claim = useClaimRebate()
  const [prizes, setPrizes] = useState<readonly Prize[] | null>(null)
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (reply) => setPrizes([{ propId: PRIZE_COIN, amount: reply.amount }]),
    })
  return (
    <section className={s.card} aria-labelledby="rebate-claimable">
      <h2 id="rebate-claimable" className={s.cardTitle}>
        {t('rebate.claimable')}
      </h2>
      <p className={s.muted}>{t('rebate.ratesAt', { level: rebate.vip })}</p>
      {rebate.list.length > 0 ? (
        <ul className={s.rebateList}>
          {rebate.list.map((row) => (
            <li key={row.type} className={`${s.claimRow} ${s.rebateRow}`}>
              <div className={s.claimText}>
                <span className={s.claimLabel}>{typeName(row.type)}</span>
                <span className={s.muted}>
                  {t('rebate.rate', { rate: formatRate(row.rate, i18n.resolvedLanguage) })}
                  {' · '}
                  {t('rebate.validBets')} <Money value={row.validBets} kind="amount" />
                </span>
              </div>
              <Money value={row.amount} kind="amount" className={s.claimAmount} />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={`${s.claimRow} ${s.rebateTotal}`}>
        <div className={s.claimText}>
          <span className={s.claimLabel}>{t('rebate.total')}</span>
          <Money value={rebate.total} kind="amount" className={s.claimAmount} />
        </div>
        <Button wrap disabled={rebate.total === 0} loading={claim.isPending} onClick={onClaim}>
          {t('rebate.claimAll')}
        </Button>
      </div>
      {rebate.total === 0 ? <p className={s.muted}>{t('rebate.nothingYet')}</p> : null}
      <ActionError action={claim} className={s.error} />
      {prizes ? <RewardList prizes={prizes} onClose={() => setPrizes(null)} /> : null}
    </section>
  )
}
