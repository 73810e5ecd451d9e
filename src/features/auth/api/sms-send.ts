import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'

/** Sends a one-time code; authMode says what for (0 register, 1 bind, 2 forget, 3 login-and-register). */
export type SmsSendBody = CallRequest<'smsSend'>
export const smsSend = (body: SmsSendBody) => apiCall('smsSend', body)

export const useSmsSend = () => useMutation({ mutationFn: smsSend })
