import { useState } from 'react'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { PageBody } from '../../../ui/layout.tsx'
import { LoadMore } from '../../../ui/load-more.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { useCoinDetail } from '../api/coin-detail.ts'
import { BalanceHeader } from '../balance-header.tsx'
import s from './record.module.css'
import { customRangeError, defaultFilters, type RecordFilters, toCoinDetailFilter } from './record-filters.ts'
import { RecordFiltersBar } from './record-filters-bar.tsx'
import { RecordRow } from './record-row.tsx'

/** /wallets/record: every movement of the player's balance, typed, filterable and paged (RTS 1B). */
export function RecordPage() {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<RecordFilters>(defaultFilters)
  // Computed once per filter change: a request key that moved with the clock would refetch forever.
  const [request, setRequest] = useState(() => toCoinDetailFilter(filters))
  const change = (next: RecordFilters) => {
    setFilters(next)
    const built = toCoinDetailFilter(next)
    if (built) setRequest(built)
  }
  const rangeError = customRangeError(filters)

  return (
    <>
      <PageHeader title={t('records.title')} fallback="/member" />
      <PageBody>
        <div className={s.stack}>
          <BalanceHeader />
          <RecordFiltersBar
            filters={filters}
            onChange={change}
            rangeError={rangeError ? t(rangeError) : null}
          />
          {request ? <RecordList request={request} /> : null}
        </div>
      </PageBody>
    </>
  )
}

function RecordList({ request }: { request: NonNullable<ReturnType<typeof toCoinDetailFilter>> }) {
  const { t } = useTranslation()
  const query = useCoinDetail(request)

  if (query.data === undefined) {
    if (query.isError) {
      return (
        <ErrorState
          title={t('records.loadFailed')}
          text={t(errorMessageKey(query.error))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )
    }
    return (
      <div className={s.list} aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={s.skeleton} />
        ))}
      </div>
    )
  }
  const entries = query.data.pages.flatMap((p) => p.list)
  if (entries.length === 0) return <EmptyState title={t('records.empty')} text={t('records.emptyText')} />
  const total = query.data.pages[0]?.total ?? entries.length
  return (
    <>
      <p className={s.count}>{t('records.count', { shown: entries.length, total })}</p>
      <ul className={s.list}>
        {entries.map((entry) => (
          <RecordRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <LoadMore
        query={query}
        label={t('records.loadMore')}
        end={<p className={s.end}>{t('records.end')}</p>}
        block
      />
      {query.isError ? (
        <p className={s.alert} role="alert">
          {t(errorMessageKey(query.error))}
        </p>
      ) : null}
    </>
  )
}
