import { z } from 'zod'
import { emptyRequest, phone, requestBody, smsCode, text, textMatching } from '../common.ts'
import { refreshDataSchema, sessionReplySchema, userInfoSchema } from '../user.ts'

/**
 * Hard caps only: the real min/max lengths come from app config (`lengths`) and are checked by the server,
 * which answers 400 with `details` naming the field.
 */
const account = text(64).min(1)
const password = text(128).min(1)
const inviteCode = text(32).optional()

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
export const socialLoginRequest = requestBody({ token: text(8192).min(1), inviteCode })
export const bindSocialAccountRequest = requestBody({
  provider: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  token: text(8192).min(1),
})
export const updateProfileRequest = requestBody({
  nickname: text(64).min(1).optional(),
  /** Built-in avatar number as a string ('1'..'12'). */
  avatar: textMatching(/^\d{1,2}$/).optional(),
})
export const afterLoginInfoWebRequest = requestBody({
  version: text(32),
  os: text(64),
  deviceModel: text(128),
})
export const afterLoginInfoRequest = requestBody({
  gameListVersion: z.union([text(64), z.number().int()]).optional(),
  os: text(64),
  deviceModel: text(128),
  messagingToken: text(4096).optional(),
  phoneInfo: z.record(text(64), text(256)).optional(),
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
