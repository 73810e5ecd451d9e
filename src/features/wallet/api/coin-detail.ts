import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { CallReply, CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'

export type CoinDetailRequest = CallRequest<'appUserCoinDetail'>
export type CoinDetailReply = CallReply<'appUserCoinDetail'>
export type CoinDetailEntry = CoinDetailReply['list'][number]
/** The filter part of the request (no paging): what the record page's controls produce. */
export type CoinDetailFilter = Pick<CoinDetailRequest, 'kind' | 'startTime' | 'endTime'>

export const COIN_DETAIL_PAGE_SIZE = 20

export const coinDetailQueryOptions = (filter: CoinDetailFilter) =>
  infiniteQueryOptions({
    queryKey: ['wallet', 'coinDetail', filter],
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        'appUserCoinDetail',
        { ...filter, pageNum: pageParam, pageSize: COIN_DETAIL_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

export const useCoinDetail = (filter: CoinDetailFilter) => useInfiniteQuery(coinDetailQueryOptions(filter))
