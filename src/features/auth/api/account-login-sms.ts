import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { finishLogin } from '../session-flow.ts'

/** Phone + SMS code login (loginType 1); the server registers unknown phones (authMode 3 codes). */
export type AccountLoginSmsBody = CallRequest<'accountLoginSms'>
export const accountLoginSms = (body: AccountLoginSmsBody) => apiCall('accountLoginSms', body)

export const useAccountLoginSms = () =>
  useMutation({ mutationFn: async (body: AccountLoginSmsBody) => finishLogin(await accountLoginSms(body)) })
