import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { getSession, updateUser } from '../../../api/session.ts'

export type UpdateProfileBody = CallRequest<'updateProfile'>
export const updateProfile = (body: UpdateProfileBody) => apiCall('updateProfile', body)

/**
 * Nickname / avatar change shown at once (optimistic); on failure the previous values come back,
 * so the header never keeps a name the server refused.
 */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onMutate: (body) => {
      const user = getSession().user
      const previous = { nickname: user?.nickname ?? '', avatar: user?.avatar ?? '' }
      updateUser({
        ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      })
      return { previous }
    },
    onError: (_error, _body, context) => {
      if (context) updateUser(context.previous)
    },
    onSuccess: (user) => updateUser(user),
  })
