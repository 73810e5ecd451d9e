import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallReply } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { useSession } from '../../../api/session.ts'

export type BonusBalance = CallReply<'getBonusBalance'>

/** Bonus money and its wagering (invalidate after a deposit and after play). */
export const BONUS_BALANCE_KEY = ['wallet', 'bonusBalance'] as const

export const bonusBalanceQueryOptions = () =>
  queryOptions({
    queryKey: BONUS_BALANCE_KEY,
    queryFn: ({ signal }) => apiCall('getBonusBalance', {}, { signal }),
    // Wagering moves with every bet: always the server's figures on open.
    staleTime: 0,
  })

/** Off for visitors (the call needs a session). */
export function useBonusBalance() {
  const { isLoggedIn } = useSession()
  return useQuery({ ...bonusBalanceQueryOptions(), enabled: isLoggedIn })
}
