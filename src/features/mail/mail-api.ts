import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { MailDetail } from '../../../contract/calls/mail.ts'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'
import { updateUser } from '../../api/session.ts'

/** Per-user, not persisted: mail changes with every deposit and claim, so a visit always asks anew. */
const MAIL_KEY = ['mail'] as const
const MAIL_LIST_KEY = [...MAIL_KEY, 'list'] as const

export const MAIL_PAGE_SIZE = 20

export const mailListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MAIL_LIST_KEY,
    queryFn: ({ pageParam, signal }) =>
      apiCall('getMail2', { pageNum: pageParam, pageSize: MAIL_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

/** One mail with its body. Opening it marks it read on the server, so the list and the dots refresh. */
export const mailDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...MAIL_KEY, 'detail', id],
    queryFn: ({ signal }) => apiCall('getMailDetail', { id }, { signal }),
    staleTime: 0,
  })

/** After a mail changed: the list, the open detail and the red dots ask again. */
function useRefreshMail() {
  const queryClient = useQueryClient()
  return () => {
    void queryClient.invalidateQueries({ queryKey: MAIL_KEY })
    void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
  }
}

/** The list and the dots, once a detail has been read (the detail itself stays as fetched). */
export function useMailRead() {
  const queryClient = useQueryClient()
  // Stable, so the detail page's effect runs once per mail opened, not on every render.
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: MAIL_LIST_KEY })
    void queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
  }, [queryClient])
}

/**
 * Claims a mail's attachment. The reply's balances go to the header at once (coin, and lottery: user
 * info's points), then the mail and the user are refetched (spec 4: coin refreshes after actions), on a
 * refusal too (claimed in another tab).
 */
export function useClaimMail() {
  const queryClient = useQueryClient()
  const refresh = useRefreshMail()
  return useMutation({
    mutationFn: (mail: Pick<MailDetail, 'id'>) => apiCall('receiveMail', { id: mail.id }),
    onSuccess: (reply) => updateUser({ coin: reply.balance, lottery: reply.pointsBalance }),
    onSettled: () => {
      refresh()
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}

/** Deletes a mail; `confirm` gives up an unclaimed attachment (the page asked first). */
export function useDeleteMail() {
  const queryClient = useQueryClient()
  const refresh = useRefreshMail()
  return useMutation({
    mutationFn: (v: { id: number; confirm: boolean }) => apiCall('delMail', v),
    onSuccess: (_reply, v) => queryClient.removeQueries({ queryKey: [...MAIL_KEY, 'detail', v.id] }),
    onSettled: refresh,
  })
}

export const hasAttachment = (m: { coin: number; points: number }) => m.coin > 0 || m.points > 0
