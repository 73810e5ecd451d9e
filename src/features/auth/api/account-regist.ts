import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { finishLogin } from '../session-flow.ts'

/** Register with account name + password (registerType 1). */
export type AccountRegistBody = CallRequest<'accountRegist'>
export const accountRegist = (body: AccountRegistBody) => apiCall('accountRegist', body)

export const useAccountRegist = () =>
  useMutation({ mutationFn: async (body: AccountRegistBody) => finishLogin(await accountRegist(body)) })
