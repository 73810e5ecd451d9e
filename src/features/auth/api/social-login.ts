import { useMutation } from '@tanstack/react-query'
import type { CallRequest } from '../../../../contract/calls/index.ts'
import { apiCall } from '../../../api/http.ts'
import { finishLogin } from '../session-flow.ts'
import type { SocialName } from '../social/provider.ts'

/** googleLogin, facebookLogin and lineLogin share one shape: the provider's token (+ invite code). */
export type SocialLoginBody = CallRequest<'googleLogin'>
export const googleLogin = (body: SocialLoginBody) => apiCall('googleLogin', body)
export const facebookLogin = (body: SocialLoginBody) => apiCall('facebookLogin', body)
export const lineLogin = (body: SocialLoginBody) => apiCall('lineLogin', body)

const byProvider = { google: googleLogin, facebook: facebookLogin, line: lineLogin } as const

export const useSocialLogin = () =>
  useMutation({
    mutationFn: async ({ provider, ...body }: SocialLoginBody & { provider: SocialName }) =>
      finishLogin(await byProvider[provider](body)),
  })
