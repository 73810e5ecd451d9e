import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../contract/enums.ts'
import { apiCall } from './http.ts'

/**
 * The running activities (getActivityIds), named in `locale`. Keyed by the player too: the reply's
 * totalRecharge is theirs. Not persisted: the list is small and changes with the operator's schedule.
 * Here, not in features/activity, so the start popups read it without loading that feature's pages.
 */
export const activitiesQueryOptions = (locale: Locale, userId: number | null) =>
  queryOptions({
    queryKey: ['activities', locale, userId ?? 0],
    // Mostly asked in the background (start popups, guards, the lobby's entries): no 'Tips' dialog; a page
    // waiting on it shows the timeout in its error state.
    queryFn: ({ signal }) => apiCall('getActivityIds', {}, { signal, tip: false }),
    staleTime: 60_000,
  })
