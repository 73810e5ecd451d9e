import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallReply } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'

export type RechargeOrderReply = CallReply<'getRechargeOrder'>

/** How often a pending order is asked for again while the player waits for the provider. */
export const ORDER_POLL_MS = 2_000

export const isSettled = (order: Pick<RechargeOrderReply, 'status'> | undefined): boolean =>
  order !== undefined && order.status !== 'pending'

export const rechargeOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['wallet', 'rechargeOrder', orderId],
    // No timeout dialog: this is a background poll, its failure is shown in place.
    queryFn: ({ signal }) => apiCall('getRechargeOrder', { orderId }, { signal, tip: false }),
    staleTime: 0,
    // Polls while pending, through passing failures; stops once paid, failed or expired, when the order
    // could not be loaded at all (unknown id), and on unmount, as every query does.
    refetchInterval: ({ state }) =>
      isSettled(state.data) || (state.data === undefined && state.error) ? false : ORDER_POLL_MS,
    refetchIntervalInBackground: false,
  })

export const useRechargeOrder = (orderId: string) => useQuery(rechargeOrderQueryOptions(orderId))
