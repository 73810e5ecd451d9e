import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { getSession, updateUser } from '../../api/session.ts'

/** Under the persisted `vip` root: a return visit paints the last VIP state at once, then refreshes. */
export const VIP_KEY = [QueryRoot.vip, 'info'] as const

/**
 * The player's VIP state and the whole ladder. The level it reports also goes to the stored user, so
 * the app-wide VIP theme (vip-theme.tsx) follows a level-up without a request of its own.
 */
export const vipQueryOptions = () =>
  queryOptions({
    queryKey: VIP_KEY,
    queryFn: async () => {
      const { vipData } = await apiCall('getVipInfo', {})
      const user = getSession().user
      if (user && (user.vip !== vipData.level || user.vipExp !== vipData.experience))
        updateUser({ vip: vipData.level, vipExp: vipData.experience })
      return vipData
    },
  })

export type VipClaim = 'daily' | 'signIn'

const CLAIM_CALL = {
  daily: 'appVipUserReceiveDaily',
  signIn: 'appVipUserReceiveSignInAward',
} as const

/**
 * Claims today's daily bonus or sign-in award. The reply's balance goes to the header at once; the VIP
 * state and the user queries are refetched (spec 4: "Coin refreshes after actions"), on a refusal too
 * (claimed on another device).
 */
export function useClaimVip() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (kind: VipClaim) => apiCall(CLAIM_CALL[kind], {}),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: VIP_KEY })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}
