import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/index.ts'
import b from '../../ui/blocks.module.css'
import { LoadMore } from '../../ui/load-more.tsx'
import { Money } from '../../ui/money.tsx'
import { QueryState } from '../../ui/query-state.tsx'
import s from './points.module.css'
import { pointsLogQueryOptions } from './points-api.ts'
import { formatTime } from './points-format.ts'

/** The player's points movements, newest first, 20 at a time. */
export function PointsHistory() {
  const { t, i18n } = useTranslation()
  const query = useInfiniteQuery(pointsLogQueryOptions())
  const rows = query.data?.pages.flatMap((page) => page.list)
  return (
    <section className={b.card} aria-labelledby="points-history">
      <h2 id="points-history" className={b.cardTitle}>
        {t('points.historyTitle')}
      </h2>
      {!rows ? (
        <QueryState query={query} errorTitle={t('points.historyErrorTitle')} />
      ) : rows.length === 0 ? (
        <p className={s.muted}>{t('points.historyEmpty')}</p>
      ) : (
        <>
          <ul className={b.list}>
            {rows.map((row) => (
              <li key={row.id} className={b.row}>
                <span className={b.rowText}>
                  <span className={b.rowLabel}>
                    {row.source === 'item' ? (
                      <>
                        {t('points.source.item')} <Money value={row.amount} kind="amount" />
                      </>
                    ) : (
                      t(`points.source.${row.source}`)
                    )}
                  </span>
                  <time className={s.muted} dateTime={new Date(row.time * 1000).toISOString()}>
                    {formatTime(row.time, i18n.resolvedLanguage)}
                  </time>
                </span>
                <span className={row.points > 0 ? b.rowValue : s.spent}>
                  {row.points > 0
                    ? t('points.plus', { count: row.points })
                    : t('points.minus', { count: -row.points })}
                </span>
              </li>
            ))}
          </ul>
          <LoadMore query={query} label={t('points.loadMore')} />
        </>
      )}
    </section>
  )
}
