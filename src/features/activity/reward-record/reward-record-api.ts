import { infiniteQueryOptions } from '@tanstack/react-query'
import type { RewardSource } from '../../../../contract/calls/activities.ts'
import { apiCall } from '../../../api/http.ts'

export const REWARD_RECORD_PAGE_SIZE = 20

/** The player's rewards, newest first, 20 a page; `source` '' = every source. Refetched on every visit. */
export const rewardRecordQueryOptions = (source: RewardSource | '') =>
  infiniteQueryOptions({
    queryKey: ['rewardRecord', source],
    queryFn: ({ pageParam, signal }) =>
      apiCall(
        'getRewardRecord',
        { pageNum: pageParam, pageSize: REWARD_RECORD_PAGE_SIZE, ...(source ? { source } : {}) },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })
