import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import { EmptyState } from '../../ui/empty-state.tsx'
import { PageBody } from '../../ui/layout.tsx'
import { LoadMore } from '../../ui/load-more.tsx'
import { Money } from '../../ui/money.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import { rebateLogQueryOptions } from './rebate-api.ts'
import { formatClaimTime, useRebateTypeName } from './rebate-format.ts'
import s from './vip.module.css'

/** /vip/rebate/record: the player's rebate claims, newest first, 20 at a time. */
export function RebateRecordPage() {
  const { t, i18n } = useTranslation()
  const typeName = useRebateTypeName()
  const query = useInfiniteQuery(rebateLogQueryOptions())
  const claims = query.data?.pages.flatMap((page) => page.list)
  return (
    <>
      <PageHeader title={t('rebate.recordTitle')} fallback="/vip/rebate" />
      <PageBody>
        {!claims ? (
          <QueryState query={query} errorTitle={t('rebate.recordErrorTitle')} />
        ) : claims.length === 0 ? (
          <EmptyState title={t('rebate.recordEmptyTitle')} text={t('rebate.recordEmptyText')} />
        ) : (
          <div className={s.stack}>
            <ul className={`${s.card} ${s.logList}`}>
              {claims.map((claim) => (
                <li key={claim.id} className={`${s.claimRow} ${s.rebateRow}`}>
                  <div className={s.claimText}>
                    <span className={s.claimLabel}>{typeName(claim.type)}</span>
                    <time className={s.muted} dateTime={new Date(claim.time * 1000).toISOString()}>
                      {formatClaimTime(claim.time, i18n.resolvedLanguage)}
                    </time>
                  </div>
                  <Money value={claim.amount} kind="amount" className={s.claimAmount} />
                </li>
              ))}
            </ul>
            <LoadMore query={query} label={t('rebate.loadMore')} />
          </div>
        )}
      </PageBody>
    </>
  )
}
