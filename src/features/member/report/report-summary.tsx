import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { buttonClass } from '../../../ui/button.tsx'
import { EmptyState } from '../../../ui/empty-state.tsx'
import { ErrorState } from '../../../ui/error-state.tsx'
import { SparkIcon } from '../../../ui/icons.tsx'
import { Money } from '../../../ui/money.tsx'
import { AppLink } from '../../../ui/nav-link.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { betRecordReportQueryOptions } from '../../wallet/index.ts'
import { type DayRange, rangeToTimes } from './date-range.ts'
import { useGameTypeName } from './game-type-name.ts'
import { Pager } from './pager.tsx'
import s from './report.module.css'

/**
 * Totals over the range, then one row per UTC day and game type: the day with its game type and number
 * of bets under it, then stake, wins and net. Four columns fit a 360 px phone without scrolling.
 * `children` (the bet list) show below it once the range's totals loaded and hold bets.
 */
export function ReportSummary({ range, children }: { range: DayRange; children?: ReactNode }) {
  const { t } = useTranslation()
  const typeName = useGameTypeName()
  const [page, setPage] = useState({ key: '', num: 1 })
  const rangeKey = `${range.from}:${range.to}`
  const pageNum = page.key === rangeKey ? page.num : 1
  const query = useQuery(betRecordReportQueryOptions({ ...rangeToTimes(range), pageNum }))

  if (query.isPending) {
    return (
      <div className={s.card} role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton className={s.skeletonRow} />
        <Skeleton className={s.skeletonRow} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        text={t(errorMessageKey(query.error))}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  }

  const { summary, list, pages } = query.data
  if (summary.count === 0) {
    return (
      <section className={s.card}>
        <EmptyState
          icon={<SparkIcon size={28} />}
          title={t('report.emptyTitle')}
          text={t('report.emptyText')}
          action={
            <AppLink href="/" className={buttonClass({ variant: 'secondary' })}>
              {t('report.toLobby')}
            </AppLink>
          }
        />
      </section>
    )
  }

  return (
    <>
      <section className={s.card} aria-labelledby="report-summary" aria-busy={query.isFetching || undefined}>
        <h2 id="report-summary" className={s.cardTitle}>
          {t('report.summary')}
        </h2>
        <dl className={s.totals}>
          <Total label={t('report.count')} value={String(summary.count)} />
          <Total label={t('report.bet')} money={summary.bet} />
          <Total label={t('report.win')} money={summary.win} />
          <Total label={t('report.net')} money={summary.net} signed />
        </dl>
        <div className={s.tableWrap}>
          <table className={s.table}>
            <caption className="visually-hidden">{t('report.byDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.day')}</th>
                <th scope="col">{t('report.bet')}</th>
                <th scope="col">{t('report.win')}</th>
                <th scope="col">{t('report.net')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={`${row.day}:${row.gameType}`}>
                  <th scope="row">
                    <span className={s.day}>{row.day}</span>
                    <span className={s.dayMeta}>
                      {typeName(row.gameType)} · {t('report.betCount', { count: row.count })}
                    </span>
                  </th>
                  {/* data-label: the column's name beside the figure where the columns stack (narrow screens). */}
                  <td data-label={t('report.bet')}>
                    <Money value={row.bet} kind="amount" />
                  </td>
                  <td data-label={t('report.win')}>
                    <Money value={row.win} kind="amount" />
                  </td>
                  <td data-label={t('report.net')} className={row.net < 0 ? s.loss : s.gain}>
                    <Money value={row.net} kind="amount" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          page={pageNum}
          pages={pages}
          busy={query.isFetching}
          onPage={(num) => setPage({ key: rangeKey, num })}
          label={t('report.byDay')}
        />
      </section>
      {children}
    </>
  )
}

function Total({
  label,
  value,
  money,
  signed,
}: {
  label: string
  value?: string
  money?: number
  signed?: boolean
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={signed && money !== undefined ? (money < 0 ? s.loss : s.gain) : undefined}>
        {money !== undefined ? <Money value={money} kind="amount" /> : value}
      </dd>
    </div>
  )
}
