import { usePrefetchQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/index.ts'
import { PageBody } from '../../../ui/layout.tsx'
import { PageHeader } from '../../../ui/page-header.tsx'
import { BalanceHeader, betRecordQueryOptions } from '../../wallet/index.ts'
import { BetList } from './bet-list.tsx'
import { type DayRange, lastDays, rangeToTimes } from './date-range.ts'
import { RangeFilter } from './range-filter.tsx'
import s from './report.module.css'
import { ReportSummary } from './report-summary.tsx'

/**
 * /member/report: the player's bets by UTC day and game type (betRecordReport) and each bet
 * (betRecord), for any date range back to the first one (RTS 1B), with the balance on top (RTS 1A).
 * The bets show under the totals once those loaded (one error, not two, when the server is away); their
 * first page is fetched beside the totals, not after them.
 */
export function ReportPage() {
  const { t } = useTranslation()
  const [range, setRange] = useState<DayRange>(() => lastDays(30))
  usePrefetchQuery(betRecordQueryOptions({ ...rangeToTimes(range), pageNum: 1 }))
  return (
    <>
      <PageHeader title={t('report.title')} fallback="/member" />
      <PageBody>
        <div className={s.stack}>
          <BalanceHeader />
          <RangeFilter value={range} onChange={setRange} />
          <ReportSummary range={range}>
            <BetList key={`${range.from}:${range.to}`} range={range} />
          </ReportSummary>
        </div>
      </PageBody>
    </>
  )
}
