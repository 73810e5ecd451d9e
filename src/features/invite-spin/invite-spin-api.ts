import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'
import { updateUser } from '../../api/session.ts'
import { ROOT } from './invite-spin-status.ts'

export const RECORD_PAGE_SIZE = 20

export const spinRecordQueryOptions = (userId: number | null) =>
  infiniteQueryOptions({
    queryKey: [ROOT, 'record', userId],
    queryFn: ({ pageParam, signal }) =>
      apiCall('actInviteUserRecord', { pageNum: pageParam, pageSize: RECORD_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    enabled: userId !== null,
    staleTime: 0,
  })

/** The spin: the reply names the sector; the caller refreshes once the wheel has stopped on it. */
export function useSpin() {
  const queryClient = useQueryClient()
  const spin = useMutation({ mutationFn: () => apiCall('actInviteUserSpin', {}) })
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [ROOT] })
    // The last spin turns spinAwardFlag's dot off.
    void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
  }
  return { spin, refresh }
}

/** The exchange pays the target to cash: the header coin takes the reply's balance. */
export function useExchange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('actInviteUserExchange', {}),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ROOT] })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}

/** Notes the share click (the server keeps the first); never blocks the way to /share. */
export const noteInviteClick = () => apiCall('actInviteClickInvite', {}).catch(() => undefined)
