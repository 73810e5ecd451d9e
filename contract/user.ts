import { z } from 'zod'

/** Spec 3 "User info": every field always present (documented defaults when unknown). */
export const userInfoSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  account: z.string(),
  /** Never the hash: empty string; `hasPassword` tells whether one is set. */
  password: z.string(),
  accountType: z.number().int(),
  avatar: z.string(),
  avatarOther: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  facebookAccount: z.string(),
  googleAccount: z.string(),
  lineAccount: z.string(),
  facebookName: z.string(),
  googleName: z.string(),
  lineName: z.string(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  hasUserOther: z.boolean(),
  hasPassword: z.boolean(),
  lottery: z.number().int(),
  coin: z.number().int(),
  safebox: z.number().int(),
  totalRecharge: z.number().int(),
  exchange: z.number().int(),
  bet: z.number().int(),
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
  pid: z.number().int(),
  /** Registration time, epoch seconds. */
  regPeriod: z.number().int(),
})
export type UserInfo = z.infer<typeof userInfoSchema>

/** Reply of every login/register call. */
export const sessionReplySchema = z.object({
  token: z.string(),
  user: userInfoSchema,
})
export type SessionReply = z.infer<typeof sessionReplySchema>

export const refreshDataSchema = z.object({
  errcode: z.literal(0),
  coin: z.number().int(),
  lottery: z.number().int(),
  vip: z.number().int(),
  vipExp: z.number().int(),
  userLevel: z.number().int(),
  bet: z.number().int(),
  hasPassword: z.boolean(),
})
export type RefreshData = z.infer<typeof refreshDataSchema>
