import { z } from 'zod'
import { emptyRequest, phone, requestBody, smsCode } from '../common.ts'
import { refreshDataSchema, sessionReplySchema, userInfoSchema } from '../user.ts'

/**
 * Hard caps only: the real min/max lengths come from app config (`lengths`) and are checked by the server,
 * which answers 400 with `details` naming the field.
 */
const account = z.string().min(1).max(64)
const password = z.string().min(1).max(128)
const inviteCode = z.string().max(32).optional()

export const accountRegistRequest = requestBody({ account, password, inviteCode })
export const accountRegist4Request = requestBody({ phone, code: smsCode, password, inviteCode })
export const accountLoginRequest = z.discriminatedUnion('loginType', [
  requestBody({ loginType: z.literal(2), account, password }),
  requestBody({ loginType: z.literal(3), phone, password }),
])
export const smsSendRequest = requestBody({
  phone,
  authMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
})
export const smsSendReply = z.object({ expiresIn: z.number().int(), resendIn: z.number().int() })
export const accountLoginSmsRequest = requestBody({ phone, code: smsCode, inviteCode })
export const forgetPasswordRequest = requestBody({ phone, code: smsCode, password })
export const initPasswordRequest = requestBody({ password })
export const bindAccountRequest = requestBody({ phone, code: smsCode })
export const socialLoginRequest = requestBody({ token: z.string().min(1).max(8192), inviteCode })
export const bindSocialAccountRequest = requestBody({
  provider: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  token: z.string().min(1).max(8192),
})
export const updateProfileRequest = requestBody({
  nickname: z.string().min(1).max(64).optional(),
  /** Built-in avatar number as a string ('1'..'12'). */
  avatar: z
    .string()
    .regex(/^\d{1,2}$/, 'invalidFormat')
    .optional(),
})
export const afterLoginInfoWebRequest = requestBody({
  version: z.string().max(32),
  os: z.string().max(64),
  deviceModel: z.string().max(128),
})
export const afterLoginInfoRequest = requestBody({
  gameListVersion: z.union([z.string().max(64), z.number().int()]).optional(),
  os: z.string().max(64),
  deviceModel: z.string().max(128),
  messagingToken: z.string().max(4096).optional(),
  phoneInfo: z.record(z.string().max(64), z.string().max(256)).optional(),
})

export const appGameDataUserSchema = z.object({
  gameLikeIds: z.array(z.number().int()),
  gameHistory: z.array(z.number().int()),
})
export const afterLoginInfoWebReply = z.object({
  appGameDataUser: appGameDataUserSchema,
  inviteCode: z.string(),
  aid: z.number().int(),
  activityIds: z.array(z.number().int()),
})
export const afterLoginInfoReply = afterLoginInfoWebReply.extend({
  code: z.literal(200),
  gameListVersion: z.string(),
  user: userInfoSchema,
})

export { emptyRequest, refreshDataSchema, sessionReplySchema, userInfoSchema }
