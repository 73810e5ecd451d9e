import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

/** Sets the first password of an account created without one (SMS or social sign-up). */
export type InitPasswordBody = CallRequest<'initPassword'>
export const initPassword = (body: InitPasswordBody) => apiCall('initPassword', body)

export const useInitPassword = () =>
  useMutation({ mutationFn: initPassword, onSuccess: (user) => updateUser(user) })
