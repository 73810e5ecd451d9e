import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall, type CallOptions } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

/** The withdrawal page's figures: balance, withdrawable, limits, fee, turnover left, cards. */
export const getExchange = (signal?: AbortSignal) => apiCall('getExchange', {}, { signal })

export const exchangeQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'exchange'],
    queryFn: ({ signal }) => getExchange(signal),
    // Money figures: always the server's on open, never a stale copy.
    staleTime: 0,
  })

export type ExchangeBody = CallRequest<'exchange'>

/**
 * Requests a withdrawal. The caller passes one idempotency key per submit attempt, so the client's own
 * retry (and a double tap) reaches the server as the same request and holds the funds once.
 */
export const exchange = (body: ExchangeBody, opts: Pick<CallOptions, 'idempotencyKey'>) =>
  apiCall('exchange', body, opts)

export function useExchange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ExchangeBody; idempotencyKey: string }) =>
      exchange(body, { idempotencyKey }),
    onSuccess: (reply) => {
      updateUser({ coin: reply.coin })
      void queryClient.invalidateQueries({ queryKey: exchangeQueryOptions().queryKey })
    },
  })
}
