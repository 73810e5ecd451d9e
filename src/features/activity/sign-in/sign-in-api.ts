import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../../api/http.ts'
import { QueryRoot } from '../../../api/query-keys.ts'
import { updateUser } from '../../../api/session.ts'

export const SIGN_IN_KEY = ['signIn', 'status'] as const

/** The player's 7-day cycle: each day's reward, the days claimed, today's day and whether it is claimable. */
export const signInQueryOptions = () =>
  queryOptions({ queryKey: SIGN_IN_KEY, queryFn: () => apiCall('loginBonus3User', {}) })

/**
 * Claims today's reward. The reply's balance goes to the header at once; the user queries and the cycle
 * are refetched (spec 4: "Coin refreshes after actions"), on a refusal too (claimed on another device).
 */
export function useClaimSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('loginBonus3UserReceive', {}),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SIGN_IN_KEY })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}
