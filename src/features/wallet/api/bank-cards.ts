import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CallReply, CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { setExtras } from '../../../api/session.ts'
import { exchangeQueryOptions } from './exchange.ts'

type BankInfoList = CallReply<'getBankInfoList'>

/** Spec 3 user store extras: appUserBank and appUserBankList (keyed by bankId) follow every reply. */
function storeCards(reply: BankInfoList): void {
  setExtras({
    appUserBank: reply.appUserBank,
    appUserBankList: Object.fromEntries(Object.values(reply.appUserBankList).map((c) => [c.bankId, c])),
  })
}

export const getBankInfoList = async (signal?: AbortSignal) => {
  const reply = await apiCall('getBankInfoList', {}, { signal })
  storeCards(reply)
  return reply
}

export const bankInfoListQueryOptions = () =>
  queryOptions({
    queryKey: ['wallet', 'bankInfoList'],
    queryFn: ({ signal }) => getBankInfoList(signal),
    staleTime: 30_000,
  })

export type AddCardBody = CallRequest<'addBankInfo'>
export type ModifyCardBody = CallRequest<'modifyBankInfo'>
export type SaveCardBody = ({ id?: undefined } & AddCardBody) | ModifyCardBody

/** addBankInfo without an id, modifyBankInfo with one; both answer with the whole list to store. */
export const saveCard = (body: SaveCardBody) =>
  body.id === undefined ? apiCall('addBankInfo', body) : apiCall('modifyBankInfo', body)

export function useSaveCard() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCard,
    onSuccess: (reply) => {
      storeCards(reply)
      queryClient.setQueryData(bankInfoListQueryOptions().queryKey, reply)
      // The withdraw panel lists the cards too.
      void queryClient.invalidateQueries({ queryKey: exchangeQueryOptions().queryKey })
    },
  })
}
