import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { finishLogin } from '../session-flow.ts'

/** Password login: loginType 2 with account, 3 with phone. */
export type AccountLoginBody = CallRequest<'accountLogin'>
export const accountLogin = (body: AccountLoginBody) => apiCall('accountLogin', body)

export const useAccountLogin = () =>
  useMutation({ mutationFn: async (body: AccountLoginBody) => finishLogin(await accountLogin(body)) })
