import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'

export type BetRecordFilter = Omit<CallRequest<'betRecord'>, 'pageSize'>

/** Spec 9: record pages are 20 long. */
export const BET_PAGE_SIZE = 20

/** The player's bets, newest first, paged (RTS 1B: self-service history with no cut-off). */
export const betRecordQueryOptions = (filter: BetRecordFilter) =>
  queryOptions({
    queryKey: ['wallet', 'betRecord', filter],
    queryFn: ({ signal }) => apiCall('betRecord', { ...filter, pageSize: BET_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })

/** Bets summed by UTC day and game type, plus the totals of the whole range. */
export const betRecordReportQueryOptions = (filter: BetRecordFilter) =>
  queryOptions({
    queryKey: ['wallet', 'betRecordReport', filter],
    queryFn: ({ signal }) => apiCall('betRecordReport', { ...filter, pageSize: BET_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  })
