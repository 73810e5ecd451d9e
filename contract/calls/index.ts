import { z } from 'zod'
import * as auth from './auth.ts'
import * as config from './config.ts'

/**
 * The registry of every /app/v1 call: path, who may call it, request and reply schemas.
 * `public` calls work without a token (a 401 from them never logs out, spec 7).
 * `once` calls are never retried by the client (spec 7: "retries idempotent requests 0 times";
 * used for heartbeats and event batches that a newer call supersedes).
 */
export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string
  auth: 'public' | 'user'
  once?: boolean
  /** Reads change nothing, so they skip the server's idempotency store. */
  read?: boolean
  request: Req
  response: Res
}
const def = <Req extends z.ZodType, Res extends z.ZodType>(d: CallDef<Req, Res>) => d

export const calls = {
  appConfig: def({
    path: 'anonymous/appConfig',
    auth: 'public',
    read: true,
    request: config.appConfigRequest,
    response: config.appConfigSchema,
  }),
  getContentPage: def({
    path: 'anonymous/getContentPage',
    auth: 'public',
    read: true,
    request: config.contentPageRequest,
    response: config.contentPageSchema,
  }),
  getCustomerServices: def({
    path: 'anonymous/getCustomerServices',
    auth: 'public',
    read: true,
    request: auth.emptyRequest,
    response: config.customerServicesSchema,
  }),

  accountRegist: def({
    path: 'accountRegist',
    auth: 'public',
    request: auth.accountRegistRequest,
    response: auth.sessionReplySchema,
  }),
  accountRegist4: def({
    path: 'accountRegist4',
    auth: 'public',
    request: auth.accountRegist4Request,
    response: auth.sessionReplySchema,
  }),
  accountLogin: def({
    path: 'accountLogin',
    auth: 'public',
    request: auth.accountLoginRequest,
    response: auth.sessionReplySchema,
  }),
  accountLoginSms: def({
    path: 'accountLoginSms',
    auth: 'public',
    request: auth.accountLoginSmsRequest,
    response: auth.sessionReplySchema,
  }),
  smsSend: def({
    path: 'smsSend',
    auth: 'public',
    request: auth.smsSendRequest,
    response: auth.smsSendReply,
  }),
  forgetPassword: def({
    path: 'forgetPassword',
    auth: 'public',
    request: auth.forgetPasswordRequest,
    response: z.null(),
  }),
  googleLogin: def({
    path: 'googleLogin',
    auth: 'public',
    request: auth.socialLoginRequest,
    response: auth.sessionReplySchema,
  }),
  facebookLogin: def({
    path: 'facebookLogin',
    auth: 'public',
    request: auth.socialLoginRequest,
    response: auth.sessionReplySchema,
  }),
  lineLogin: def({
    path: 'lineLogin',
    auth: 'public',
    request: auth.socialLoginRequest,
    response: auth.sessionReplySchema,
  }),

  initPassword: def({
    path: 'initPassword',
    auth: 'user',
    request: auth.initPasswordRequest,
    response: auth.userInfoSchema,
  }),
  bindAccount: def({
    path: 'bindAccount',
    auth: 'user',
    request: auth.bindAccountRequest,
    response: auth.userInfoSchema,
  }),
  bindSocialAccount: def({
    path: 'bindSocialAccount',
    auth: 'user',
    request: auth.bindSocialAccountRequest,
    response: auth.userInfoSchema,
  }),
  updateProfile: def({
    path: 'updateProfile',
    auth: 'user',
    request: auth.updateProfileRequest,
    response: auth.userInfoSchema,
  }),
  getUserInfo: def({
    path: 'getUserInfo',
    auth: 'user',
    read: true,
    request: auth.emptyRequest,
    response: auth.userInfoSchema,
  }),
  refreshData: def({
    path: 'refreshData',
    auth: 'user',
    read: true,
    request: auth.emptyRequest,
    response: auth.refreshDataSchema,
  }),
  getAfterLoginInfoWeb: def({
    path: 'getAfterLoginInfoWeb',
    auth: 'user',
    read: true,
    request: auth.afterLoginInfoWebRequest,
    response: auth.afterLoginInfoWebReply,
  }),
  getAfterLoginInfo: def({
    path: 'getAfterLoginInfo',
    auth: 'user',
    read: true,
    request: auth.afterLoginInfoRequest,
    response: auth.afterLoginInfoReply,
  }),
  logout: def({ path: 'logout', auth: 'user', once: true, request: auth.emptyRequest, response: z.null() }),
} as const

export type CallName = keyof typeof calls
export type CallRequest<N extends CallName> = z.input<(typeof calls)[N]['request']>
export type CallReply<N extends CallName> = z.infer<(typeof calls)[N]['response']>
