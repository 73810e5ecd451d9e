import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../../api/session.ts'
import { feedbackOutbox } from './outbox.ts'
import { SENT_EVENT } from './outbox-trigger.ts'

/** The player's tickets still in the outbox; it tries to send them now and whenever the network returns. */
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
    const send = () => {
      if (navigator.onLine) void feedbackOutbox().flush(userId).then(refresh)
    }
    send()
    window.addEventListener('online', send)
    window.addEventListener(SENT_EVENT, refresh)
    return () => {
      window.removeEventListener('online', send)
      window.removeEventListener(SENT_EVENT, refresh)
    }
  }, [userId, queryClient])
  return query.data ?? []
}
