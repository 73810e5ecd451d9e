import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { finishLogin } from '../session-flow.ts'

/** Register with phone + SMS code + password (registerType 2). */
export type AccountRegist4Body = CallRequest<'accountRegist4'>
export const accountRegist4 = (body: AccountRegist4Body) => apiCall('accountRegist4', body)

export const useAccountRegist4 = () =>
  useMutation({ mutationFn: async (body: AccountRegist4Body) => finishLogin(await accountRegist4(body)) })
