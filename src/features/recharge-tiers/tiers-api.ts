import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'

/** Per-user (a visitor's copy is apart), not persisted: the total moves with every deposit. */
export const rechargeTiersQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: ['rechargeTiers', userId ?? 'visitor'],
    queryFn: ({ signal }) => apiCall('getRechargeTiers', {}, { signal }),
    staleTime: 0,
  })

/** Joins accumulated recharge (the player's standing opt-in), then refetches the tiers. */
export function useJoinRechargeTiers() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiCall('joinRechargeTiers', {}),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['rechargeTiers'] }),
  })
}
