import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { SafeboxMoveReply } from '../../../contract/calls/safebox.ts'
import { apiCall } from '../../api/http.ts'
import { QueryRoot } from '../../api/query-keys.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'
import { updateUser } from '../../api/session.ts'

/** Money figures: always the server's on open, never a stale or persisted copy. */
export const safeboxInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['fund', 'info'],
    queryFn: ({ signal }) => apiCall('getSafeboxInfo', {}, { signal }),
    staleTime: 0,
  })

export const INTEREST_PAGE_SIZE = 20

export const interestLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['fund', 'interest'],
    queryFn: ({ pageParam, signal }) =>
      apiCall('getSafeboxInterestLog', { pageNum: pageParam, pageSize: INTEREST_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pages ? last.pageNum + 1 : undefined),
    staleTime: 0,
  })

export type MoveBody =
  | { direction: 'in'; amount: number }
  | { direction: 'out'; amount: number; password: string }

/**
 * Moves coins into or out of the box. One idempotency key per submit attempt (useIdempotentSubmit), so a
 * retry moves them once. The reply's balances go to the header at once; the figures are refetched after.
 */
export function useSafeboxMove() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: MoveBody
      idempotencyKey: string
    }): Promise<SafeboxMoveReply> =>
      body.direction === 'in'
        ? apiCall('safeboxIn', { amount: body.amount }, { idempotencyKey })
        : apiCall('safeboxOut', { amount: body.amount, password: body.password }, { idempotencyKey }),
    onSuccess: (reply) => updateUser({ coin: reply.coin, safebox: reply.safebox }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: safeboxInfoQueryOptions().queryKey })
      void queryClient.invalidateQueries({ queryKey: [QueryRoot.user] })
    },
  })
}

export type PasswordBody = { password: string; oldPassword?: string }

/** Sets the first safe-box password, or changes it when the current one is given. */
export function useSafeboxPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ password, oldPassword }: PasswordBody) =>
      oldPassword === undefined
        ? apiCall('setSafeboxPassword', { password })
        : apiCall('changeSafeboxPassword', { oldPassword, password }),
    onSuccess: () => {
      updateUser({ hasSafeboxPassword: true })
      void queryClient.invalidateQueries({ queryKey: safeboxInfoQueryOptions().queryKey })
    },
  })
}

/** Reading the interest history clears the Fund dot on the server: ask for the dots again. */
export const refreshDots = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: RED_DOTS_KEY })
