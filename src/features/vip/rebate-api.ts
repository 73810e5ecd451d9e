import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { updateUser } from '../../api/session.ts'

/** Per-user, not persisted: the claimable amount changes with every bet, so a visit always asks anew. */
const REBATE_KEY = ['rebate', 'claimable'] as const
const REBATE_LOG_KEY = ['rebate', 'log'] as const

export const REBATE_LOG_PAGE_SIZE = 20

/** Every game type's claimable rebate (type 0 = all types at once). */
export const rebateQueryOptions = () =>
  queryOptions({
    queryKey: REBATE_KEY,
    queryFn: ({ signal }) => apiCall('betBonus', { type: 0 }, { signal }),
    staleTime: 0,
  })

export const rebateLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: REBATE_LOG_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiCall('betBonusLog', { pageNum: pageParam, pageSize: REBATE_LOG_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

/**
 * Claims every game type's rebate. Like the VIP claims (vip-api.ts): the reply's balance goes to the
 * header at once, then the rebate, its log and the user are refetched, on a refusal too (claimed elsewhere).
 */
export function useClaimRebate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('betBonusReceive', { type: 0 }),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['rebate'] })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}
