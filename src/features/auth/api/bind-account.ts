import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

/** Binds a phone to the signed-in account with an authMode 1 code. */
export type BindAccountBody = CallRequest<'bindAccount'>
export const bindAccount = (body: BindAccountBody) => apiCall('bindAccount', body)

export const useBindAccount = () =>
  useMutation({ mutationFn: bindAccount, onSuccess: (user) => updateUser(user) })
