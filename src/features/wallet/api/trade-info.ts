import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallReply } from '../../../../contract/calls/index.ts'
import type { Locale } from '../../../../contract/enums.ts'
import { apiCall } from '../../../api/http.ts'
import { getLocale, useLocale } from '../../../i18n/index.ts'

export type TradeInfoReply = CallReply<'getTradeInfo'>
/** A trade info whose maps are always present (merged from the cached reply when the server left them out). */
export type TradeInfo = Required<TradeInfoReply>

const MAP_FIELDS = [
  'appRechargeTypeMap',
  'appRechargeTypeItemMap',
  'appRechargeItemMap',
  'appRechargeBonusList',
] as const

const hasMaps = (r: TradeInfoReply | undefined): r is TradeInfo =>
  r !== undefined && MAP_FIELDS.every((f) => r[f] !== undefined)

/**
 * The contract's hash rule: the server leaves the maps out when our `hash` still matches, so the reply
 * keeps the previous maps and takes every other field (totals, last channel, hash) fresh.
 */
export function mergeTradeInfo(previous: TradeInfo | undefined, reply: TradeInfoReply): TradeInfo {
  if (hasMaps(reply)) return reply
  if (!previous) throw new Error('getTradeInfo omitted the maps without a cached reply')
  return {
    ...reply,
    appRechargeTypeMap: reply.appRechargeTypeMap ?? previous.appRechargeTypeMap,
    appRechargeTypeItemMap: reply.appRechargeTypeItemMap ?? previous.appRechargeTypeItemMap,
    appRechargeItemMap: reply.appRechargeItemMap ?? previous.appRechargeItemMap,
    appRechargeBonusList: reply.appRechargeBonusList ?? previous.appRechargeBonusList,
  }
}

/** Every locale's trade info (invalidate this after a deposit). */
export const TRADE_INFO_KEY = ['wallet', 'tradeInfo'] as const

/** Keyed by locale: channel and bonus names are served in the caller's language. */
export const tradeInfoQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [...TRADE_INFO_KEY, locale],
    queryFn: async ({ client, queryKey, signal }): Promise<TradeInfo> => {
      const previous = client.getQueryData<TradeInfo>(queryKey)
      const hash = hasMaps(previous) ? previous.hash : undefined
      const reply = await apiCall('getTradeInfo', hash ? { hash } : {}, { signal })
      return mergeTradeInfo(hasMaps(previous) ? previous : undefined, reply)
    },
    // Minimums depend on the player's deposit history: refetch on every visit (the hash keeps it small).
    staleTime: 0,
  })

export const useTradeInfo = () => useQuery(tradeInfoQueryOptions(useLocale()))
