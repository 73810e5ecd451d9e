import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { setExtras, updateUser } from '../../api/session.ts'

/** Per player, not persisted: figures change with every invitee's bet, so each visit asks anew. */
export const AGENT_KEY = ['agent'] as const

export const agentInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...AGENT_KEY, 'info'],
    queryFn: async ({ signal }) => {
      const info = await apiCall('appAgent5User', {}, { signal })
      // The user store's copies (spec 3 "User store extras"), for whatever reads them without this query.
      setExtras({ inviteCode: info.inviteCode, shareUrlMap: info.shareUrlMap })
      return info
    },
    staleTime: 0,
  })

export type AgentLogType = 'invitee' | 'commission' | 'reward'
export const AGENT_LOG_PAGE_SIZE = 20

export const agentLogQueryOptions = (type: AgentLogType) =>
  infiniteQueryOptions({
    queryKey: [...AGENT_KEY, 'log', type],
    queryFn: ({ pageParam, signal }) =>
      apiCall('appAgent5UserLog', { type, pageNum: pageParam, pageSize: AGENT_LOG_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

/** After a claim: the reply's balance to the header at once, then the agent figures, the coin and the dots. */
function useAfterClaim() {
  const queryClient = useQueryClient()
  return {
    onSuccess: (reply: { coin: number }) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: AGENT_KEY })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  }
}

/** Claims one valid invitee's reward. */
export function useClaimInviteReward() {
  const after = useAfterClaim()
  return useMutation({
    mutationFn: (userId: number) => apiCall('appAgent5UserInviteValidReceive', { userId }),
    ...after,
  })
}

/** Claims every reward waiting. */
export function useClaimAllRewards() {
  const after = useAfterClaim()
  return useMutation({ mutationFn: () => apiCall('appAgent5UserReceive', {}), ...after })
}
