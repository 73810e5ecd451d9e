import { queryOptions } from '@tanstack/react-query'
import { apiCall } from '../../api/http.ts'

// Apart from invite-spin-api.ts: the start popups (loaded on every first visit) ask for the spins left,
// and the mutations' code there (useMutation) would come along with this module.
export const ROOT = 'invite-spin'

/** The wheel, the player's spins and progress, and the published odds (per player; not persisted). */
export const spinStatusQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [ROOT, 'status', userId],
    queryFn: ({ signal }) => apiCall('actInviteUserStatus', {}, { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
  })
