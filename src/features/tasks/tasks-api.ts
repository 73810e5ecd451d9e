import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'
import { updateUser } from '../../api/session.ts'

/** Per session (a visitor's list differs from a player's); not persisted: progress moves with every bet. */
export const tasksKey = (signedIn: boolean) => ['tasks', signedIn ? 'player' : 'visitor'] as const

export const tasksQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: tasksKey(signedIn),
    queryFn: ({ signal }) => apiCall('getTaskUser', {}, { signal }),
    staleTime: 0,
  })

/**
 * The claims: one task (receiveTaskAward), or every ready VIP task (receiveVipTaskUnReceiveBonus). As the
 * other claims do, the reply's balance goes to the header at once, then the tasks and the user are
 * refetched, on a refusal too (claimed on another device).
 */
export function useClaimTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (claim: { id: number } | 'allVip') =>
      claim === 'allVip' ? apiCall('receiveVipTaskUnReceiveBonus', {}) : apiCall('receiveTaskAward', claim),
    onSuccess: (reply) => updateUser({ coin: reply.coin }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] })
      // The user root holds the red dots (RED_DOTS_KEY) too; named here so the tab's dot goes with the reward.
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
      void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
    },
  })
}

/**
 * A visit task (finishTask): marked done when the player follows its link, then the list and the red dots
 * are refetched (the task may now be ready to claim: the Tasks tab's dot).
 */
export function useFinishTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiCall('finishTask', { id }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['tasks'] })
      void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
    },
  })
}
