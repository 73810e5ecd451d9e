import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { LoadMore } from '../../ui/load-more.tsx'
import { Money } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './fund.module.css'
import { formatRate } from './fund-amount.ts'
import { interestLogQueryOptions, refreshDots } from './fund-api.ts'

/** The interest paid into the box, newest first, 20 at a time. Opening it clears the Fund dot. */
export function FundInterestHistory() {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const query = useInfiniteQuery(interestLogQueryOptions())
  const rows = query.data?.pages.flatMap((page) => page.list)
  const loaded = query.isSuccess
  useEffect(() => {
    if (loaded) void refreshDots(queryClient)
  }, [loaded, queryClient])
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  return (
    <section className={b.card} aria-labelledby="fund-history">
      <h2 id="fund-history" className={b.cardTitle}>
        {t('fund.historyTitle')}
      </h2>
      {!rows ? (
        <QueryState query={query} errorTitle={t('fund.historyErrorTitle')} />
      ) : rows.length === 0 ? (
        <p className={s.muted}>{t('fund.historyEmpty')}</p>
      ) : (
        <>
          <ul className={b.list}>
            {rows.map((row) => (
              <li key={row.day} className={b.row}>
                <span className={b.rowText}>
                  <span className={b.rowLabel}>{t('fund.heldOn', { day: day(row.day) })}</span>
                  <span className={s.muted}>
                    {t('fund.heldAmount', { rate: formatRate(row.rateBps, i18n.resolvedLanguage) })}{' '}
                    <Money value={row.held} kind="amount" />
                  </span>
                </span>
                <span className={b.rowValue}>
                  +<Money value={row.amount} kind="amount" />
                </span>
              </li>
            ))}
          </ul>
          <LoadMore query={query} label={t('fund.loadMore')} />
        </>
      )}
    </section>
  )
}
