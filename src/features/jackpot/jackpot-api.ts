import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'

/** Spec 7 / 9: the rank pages by 10, the record by 20. */
export const RANK_PAGE_SIZE = 10
export const RECORD_PAGE_SIZE = 20

/**
 * Draw info (pools, grid, chances, rules, winners) per player (a visitor's copy is apart). Not persisted:
 * the pools move with every bet and the chances with every deposit.
 */
export const drawInfoQueryOptions = (userId: number | null, locale: string) =>
  queryOptions({
    queryKey: ['jackpot', 'info', userId ?? 'visitor', locale],
    // The bubble asks in the background: no 'Tips' dialog; the modal shows a timeout in its error state.
    queryFn: ({ signal }) => apiCall('getJackpotDrawInfo', {}, { signal, tip: false }),
    staleTime: 30_000,
  })

export const drawRecordQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['jackpot', 'record'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('getPersonJackpotDrawAwardLog', { pageNum: pageParam, pageSize: RECORD_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

export const rankQueryOptions = (userId: number | null) =>
  infiniteQueryOptions({
    queryKey: ['jackpot', 'rank', userId ?? 'visitor'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('getJackpotRank', { pageNum: pageParam, pageSize: RANK_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.allRank.pageNum < last.allRank.pages ? last.allRank.pageNum + 1 : undefined,
    staleTime: 0,
  })

/**
 * The draw (receiveDrawChance spends a chance and pays the prize). The client's one retry on a transient
 * status reuses the idempotency key, so the server replays the same draw instead of drawing again. Afterwards (spec 4 "Draw info is refreshed afterwards", "Coin refreshes after actions") the
 * caller runs `refreshAfterDraw`, once the animation has shown the prize, so the pools, chances, record,
 * rank, header balance, points and red dots catch up together.
 */
export function useDraw() {
  const queryClient = useQueryClient()
  const draw = useMutation({ mutationFn: () => apiCall('receiveDrawChance', {}) })
  const refreshAfterDraw = () => {
    void queryClient.invalidateQueries({ queryKey: ['jackpot'] })
    void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    void queryClient.invalidateQueries({ queryKey: ['points'] })
  }
  return { draw, refreshAfterDraw }
}
