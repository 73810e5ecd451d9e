import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../../api/session.ts'
import { feedbackOutbox } from './outbox.ts'
import { FLUSHED_EVENT, watchFeedbackOutbox } from './outbox-trigger.ts'

/**
 * The player's tickets still in the outbox. Sending is the outbox trigger's job (at start, on `online`,
 * on a timer); opening the list asks it to try now and re-reads the list after each try.
 */
export function usePendingTickets() {
  const { user } = useSession()
  const userId = user?.id ?? 0
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: ['feedback', 'outbox', userId],
    queryFn: () => feedbackOutbox().list(userId),
    enabled: userId > 0,
    // IndexedDB, not the network: it answers offline too.
    networkMode: 'always',
    staleTime: 0,
  })
  useEffect(() => {
    if (!userId) return
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['feedback'] })
    window.addEventListener(FLUSHED_EVENT, refresh)
    watchFeedbackOutbox()
    return () => window.removeEventListener(FLUSHED_EVENT, refresh)
  }, [userId, queryClient])
  return query.data ?? []
}
