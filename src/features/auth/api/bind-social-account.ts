import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { updateUser } from '../../../api/session.ts'

/** Links a Google, Facebook or LINE identity to the signed-in account. */
export type BindSocialAccountBody = CallRequest<'bindSocialAccount'>
export const bindSocialAccount = (body: BindSocialAccountBody) => apiCall('bindSocialAccount', body)

export const useBindSocialAccount = () =>
  useMutation({ mutationFn: bindSocialAccount, onSuccess: (user) => updateUser(user) })
