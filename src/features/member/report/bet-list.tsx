import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessageKey } from '../../../api/errors.ts'
import { useTranslation } from '../../../i18n/index.ts'
import { ErrorState } from '../../../ui/error-state.tsx'
import { Money } from '../../../ui/money.tsx'
import { Skeleton } from '../../../ui/spinner.tsx'
import { betRecordQueryOptions, useGameLabel } from '../../wallet/index.ts'
import { type DayRange, rangeToTimes } from './date-range.ts'
import { Pager } from './pager.tsx'
import s from './report.module.css'

/** Each bet in the range (by game name), newest first, 20 a page. Empty ranges show nothing: the summary says so. */
export function BetList({ range }: { range: DayRange }) {
  const { t, i18n } = useTranslation()
  const gameLabel = useGameLabel()
  const [pageNum, setPageNum] = useState(1)
  const query = useQuery(betRecordQueryOptions({ ...rangeToTimes(range), pageNum }))
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'short', timeStyle: 'short' })

  if (query.isPending) {
    return (
      <div className={s.card} role="status" aria-busy="true" aria-label={t('common.loading')}>
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
  if (query.data.total === 0) return null

  return (
    <section className={s.card} aria-labelledby="report-bets" aria-busy={query.isFetching || undefined}>
      <h2 id="report-bets" className={s.cardTitle}>
        {t('report.bets')}
      </h2>
      <ul className={s.bets}>
        {query.data.list.map((bet) => (
          <li key={bet.id} className={s.bet}>
            <span className={s.betGame}>{gameLabel(bet)}</span>
            <span className={s.betTime}>{time.format(bet.time * 1000)}</span>
            <span className={s.betAmounts}>
              {t('report.bet')} <Money value={bet.betAmount} kind="amount" /> · {t('report.win')}{' '}
              <Money value={bet.winAmount} kind="amount" />
            </span>
            <span className={`${s.betNet} ${bet.net < 0 ? s.loss : s.gain}`}>
              <Money value={bet.net} kind="amount" />
            </span>
          </li>
        ))}
      </ul>
      <Pager
        page={pageNum}
        pages={query.data.pages}
        busy={query.isFetching}
        onPage={setPageNum}
        label={t('report.bets')}
      />
    </section>
  )
}
