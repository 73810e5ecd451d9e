import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { updateUser } from '../../api/session.ts'
import { COUPONS_KEY } from '../coupons/index.ts'

/**
 * Per-user (a visitor's copy is apart), not persisted: the balance changes with every bet, so a visit
 * always asks anew.
 */
export const pointsInfoQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['points', 'info', userId ?? 'visitor'],
    queryFn: ({ signal }) => apiCall('getPointsInfo', {}, { signal }),
    staleTime: 0,
  })

export const POINTS_LOG_PAGE_SIZE = 20

export const pointsLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['points', 'log'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('getPointsLog', { pageNum: pageParam, pageSize: POINTS_LOG_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

/**
 * Exchanges points for a shop item. The reply's balances go to the header at once (coin, and lottery:
 * user info's points), then the points and the user are refetched, on a refusal too.
 */
export function useExchangePoints() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('pointsExchange', { id }),
    onSuccess: (reply) => updateUser({ coin: reply.coin, lottery: reply.points }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['points'] })
      void queryClient.invalidateQueries({ queryKey: COUPONS_KEY })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}
