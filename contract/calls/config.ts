import { z } from 'zod'
import { requestBody, text } from '../common.ts'

export const appConfigRequest = requestBody({
  /** The gameListVersion the caller already holds; when current, the game lists are omitted. */
  v: z.union([text(64), z.number().int()]).optional(),
})

const minMax = z.object({ min: z.number().int(), max: z.number().int() })
export const lengthsSchema = z.object({
  account: minMax,
  username: minMax,
  password: minMax,
  smsCode: minMax,
  withdrawAccount: minMax,
  safeboxPasswordLength: z.number().int(),
})
export type Lengths = z.infer<typeof lengthsSchema>

export const settingsSchema = z.object({
  otpStatus: z.number().int(),
  /** RegisterType: 1 account + password, 2 phone + SMS code + password. */
  registerType: z.number().int(),
  /** LoginType: 1 phone + code, 2 account + password, 3 phone + password. */
  defaultLoginType: z.number().int(),
  smsCodeSendLimit: z.number().int(),
  minRechargeStatus: z.number().int(),
  isDepositBank: z.number().int(),
  isDepositBindMobile: z.number().int(),
  gameResourceUrl: z.string(),
  gameListVersion: z.string(),
  /** ISO 4217 code of the money the site runs in (deposits, balances, games); every figure shows it. */
  currency: z.string().regex(/^[A-Z]{3}$/),
})

export const gameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gameType: z.number().int(),
  brandId: z.number().int(),
  platformId: z.number().int(),
  /** Thumbnail path relative to gameResourceUrl. */
  img: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** Whether demo play (tryIt=1) is offered. */
  tryIt: z.boolean(),
})
export type Game = z.infer<typeof gameSchema>
export const gameTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Icon path relative to gameResourceUrl. */
  icon: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
})
export type GameType = z.infer<typeof gameTypeSchema>
export const gameBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Logo path relative to gameResourceUrl. */
  img: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
})
export type GameBrand = z.infer<typeof gameBrandSchema>
export const gamePlatformSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
})

export const faqSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
})
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
  /** 1 = scrolling marquee on the lobby, 2 = popup notice. */
  showType: z.number().int(),
})
/** Operator images by key (e.g. 'lobby_ad'); img is relative to settings.gameResourceUrl. */
export const genericImgSchema = z.object({ uniqueKey: z.string(), img: z.string() })
/** A VIP level (spec 3 appVipMap), amounts in minor units. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  /** The valid bet total that reaches the level. */
  experience: z.number().int(),
  /** The largest stake per round. */
  betLimit: z.number().int(),
  /** The VIP theme, 1-6. */
  showType: z.number().int(),
  /** Paid once, when the player first reaches the level. */
  levelUpReward: z.number().int(),
  /** What appVipUserReceiveDaily pays at the level, once per UTC day. */
  dailyBonus: z.number().int(),
  /** What appVipUserReceiveSignInAward pays at the level, once per UTC day. */
  signInAward: z.number().int(),
})
export const userLevelConfigSchema = z.object({ level: z.number().int(), betAmount: z.number().int() })

export const appConfigSchema = z.object({
  lengths: lengthsSchema,
  settings: settingsSchema,
  /** Omitted when the request's `v` equals settings.gameListVersion. */
  appGameList: z.array(gameSchema).optional(),
  appGameTypeList: z.array(gameTypeSchema).optional(),
  appGameBrandList: z.array(gameBrandSchema).optional(),
  appGamePlatformList: z.array(gamePlatformSchema).optional(),
  appFaqList: z.array(faqSchema),
  appNoticeConfigList: z.array(noticeSchema),
  appGenericImgList: z.array(genericImgSchema),
  clientConfig: z.object({ lobbyBonusAmount: z.number().int() }),
  gameShowNum: z.object({ allNum: z.number().int(), mainPageNum: z.number().int() }),
  h5: z.object({ downloadUrl: z.string() }),
  feedbackConfig: z.object({ imagesLimit: z.number().int() }),
  /** Keyed by VIP level as a string. */
  appVipMap: z.record(z.string(), vipLevelSchema),
  appUserLevelConfigList: z.array(userLevelConfigSchema),
  /** Which social sign-in providers the server can verify; hidden buttons otherwise. */
  social: z.object({
    google: z.object({ enabled: z.boolean(), clientId: z.string() }),
    facebook: z.object({ enabled: z.boolean(), appId: z.string() }),
    line: z.object({ enabled: z.boolean(), channelId: z.string() }),
  }),
})
export type AppConfig = z.infer<typeof appConfigSchema>

export const CONTENT_PAGES = ['about-us', 'privacy-policy', 'terms-of-use'] as const
export const contentPageRequest = requestBody({ key: z.enum(CONTENT_PAGES) })
export const contentPageSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  body: z.string(),
  /** Epoch milliseconds of the last revision. */
  updatedAt: z.number().int(),
})

/** Minutes of the UTC day, 0-1439. */
const minuteOfDay = z.number().int().min(0).max(1439)
export const customerServiceEntrySchema = z.object({
  id: z.number().int(),
  /** 1 = online chat, 2 = e-mail, 3 = Telegram, 4 = WhatsApp; param1 is the localized label, param2 the URL. */
  itemType: z.number().int(),
  param1: z.string(),
  param2: z.string(),
  /** When a person answers: from <= now < to in UTC, across midnight when from > to; null = around the clock. */
  openHours: z.object({ from: minuteOfDay, to: minuteOfDay }).nullable(),
})
export const customerServicesSchema = z.object({
  appCustomerServiceQueue: z.array(customerServiceEntrySchema),
})
