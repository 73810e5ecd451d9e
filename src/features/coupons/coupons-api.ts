import { queryOptions } from '@tanstack/react-query'
import type { CallReply } from '../../../contract/calls/index.ts'
import { apiCall } from '../../api/http.ts'

export type Coupon = CallReply<'getMyCoupons'>['list'][number]

/** Root of every coupon query: a points exchange or a paid deposit invalidates it. */
export const COUPONS_KEY = ['coupons'] as const

/**
 * The player's coupons, per user; not persisted (a deposit or an exchange changes them) and asked anew on
 * every visit.
 */
export const myCouponsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...COUPONS_KEY, 'mine', userId],
    queryFn: ({ signal }) => apiCall('getMyCoupons', {}, { signal }),
    staleTime: 0,
  })
