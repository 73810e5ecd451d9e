import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CallReply, CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { rechargeOrderQueryOptions } from './recharge-order.ts'

export type RechargeBody = CallRequest<'recharge'>
export type RechargeOrder = CallReply<'recharge'>

/** Creates a pending order; `idempotencyKey` is the submit attempt's, so a resubmission is replayed. */
export const recharge = (body: RechargeBody, idempotencyKey: string) =>
  apiCall('recharge', body, { idempotencyKey })

export function useRecharge() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, key }: { body: RechargeBody; key: string }) => recharge(body, key),
    onSuccess: (order) => {
      queryClient.setQueryData(rechargeOrderQueryOptions(order.orderId).queryKey, order)
    },
  })
}
