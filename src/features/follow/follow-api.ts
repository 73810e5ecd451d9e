import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { updateUser } from '../../api/session.ts'

const FOLLOW_ROOT = 'follow'

/** The channels and, for a player, which are claimed (per user: dropped on logout, refetched on login). */
export const followChannelsQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: [FOLLOW_ROOT, userId], queryFn: () => apiCall('getFollowChannels', {}) })

/**
 * Claims a channel's reward. The reply's balance goes to the header at once; the channels and the user
 * queries are refetched, on a refusal too (claimed on another device).
 */
export function useClaimFollowReward() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (channelId: number) => apiCall('receiveFollowReward', { channelId }),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [FOLLOW_ROOT] })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}
