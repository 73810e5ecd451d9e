import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'

/** Resets the password of a phone account with an authMode 2 code. */
export type ForgetPasswordBody = CallRequest<'forgetPassword'>
export const forgetPassword = (body: ForgetPasswordBody) => apiCall('forgetPassword', body)

export const useForgetPassword = () => useMutation({ mutationFn: forgetPassword })
