import { z } from 'zod'
import {
  type AppConfig,
  type genericImgSchema,
  type Lengths,
  lengthsSchema,
  settingsSchema,
  type userLevelConfigSchema,
  type vipLevelSchema,
} from '../../../contract/calls/config.ts'
import { LOCALES, type Locale } from '../../../contract/enums.ts'
import type { ServerConfig } from '../../config.ts'
import type { DbOrTx } from '../../db/client.ts'
import { loadBonusRules } from '../wallet/deposit/deposit.repo.ts'
import { buildArt, buildCatalogue, type Catalogue, type CatalogueArt } from './config.catalog.ts'
import { type ConfigRows, loadConfigRows } from './config.repo.ts'
import { LocalizedContent } from './content.service.ts'
import { firstDepositBonusCeiling } from './lobby-bonus.ts'

export type Settings = z.infer<typeof settingsSchema>
/** The operator's settings row; gameListVersion is added per locale when served. */
export type OperatorSettings = Omit<Settings, 'gameListVersion'>

/** How each app_settings row must look; a malformed row fails loudly at first use, not on a player's screen. */
const sections = {
  lengths: lengthsSchema,
  // The currency is the deposit row's (the one the payment provider charges in), served with the settings.
  settings: settingsSchema.omit({ gameListVersion: true, currency: true }),
  deposit: settingsSchema.pick({ currency: true }),
  gameShowNum: z.object({ allNum: z.number().int().positive(), mainPageNum: z.number().int().positive() }),
  h5: z.object({ downloadUrl: z.string() }),
  feedbackConfig: z.object({ imagesLimit: z.number().int().nonnegative() }),
}

export interface ConfigSnapshot {
  lengths: Lengths
  settings: OperatorSettings
  gameShowNum: z.infer<typeof sections.gameShowNum>
  h5: z.infer<typeof sections.h5>
  feedbackConfig: z.infer<typeof sections.feedbackConfig>
  /** The served game lists and their gameListVersion, per locale (see buildCatalogue). */
  catalogues: Record<Locale, { catalogue: Catalogue; version: string }>
  art: CatalogueArt
  appVipMap: Record<string, z.infer<typeof vipLevelSchema>>
  appUserLevelConfigList: z.infer<typeof userLevelConfigSchema>[]
  appGenericImgList: z.infer<typeof genericImgSchema>[]
  content: LocalizedContent
  /** The lobby banner's "up to" figure, from the same deposit bonus rules that pay it. */
  lobbyBonusAmount: number
}

function buildSnapshot(rows: ConfigRows): Omit<ConfigSnapshot, 'lobbyBonusAmount'> {
  const stored = new Map(rows.settings.map((r) => [r.key, r.value]))
  const section = <K extends keyof typeof sections>(key: K): z.infer<(typeof sections)[K]> => {
    const parsed = sections[key].safeParse(stored.get(key))
    if (!parsed.success)
      throw new Error(`app_settings '${key}' is missing or invalid: ${parsed.error.message}`)
    return parsed.data as z.infer<(typeof sections)[K]>
  }
  const content = new LocalizedContent(rows)
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, buildCatalogue(rows, locale, content)]),
  ) as ConfigSnapshot['catalogues']
  return {
    lengths: section('lengths'),
    settings: { ...section('settings'), currency: section('deposit').currency },
    gameShowNum: section('gameShowNum'),
    h5: section('h5'),
    feedbackConfig: section('feedbackConfig'),
    catalogues,
    art: buildArt(rows),
    appVipMap: Object.fromEntries(rows.vip.map((v) => [String(v.level), { ...v }])),
    appUserLevelConfigList: rows.levels.map((l) => ({ level: l.level, betAmount: l.betAmount })),
    appGenericImgList: rows.images.map((i) => ({ uniqueKey: i.uniqueKey, img: i.img })),
    content,
  }
}

/**
 * Operator configuration is read from the database once per process (per `Db` handle) and then served
 * from memory: it is small, read on every app start, and changed only by operators. A change to these
 * tables takes effect on restart; every instance reads the same rows, so instances agree.
 * Pass the root `Db`, not a transaction, so callers share the cached copy.
 */
const cache = new WeakMap<object, Promise<ConfigSnapshot>>()

export function getConfigSnapshot(db: DbOrTx): Promise<ConfigSnapshot> {
  let snapshot = cache.get(db)
  if (!snapshot) {
    // The bonus rules are the deposit module's (read per deposit there); the banner's figure is worked
    // out from them once here, so appConfig, a public call on every app start, costs no query.
    snapshot = Promise.all([loadConfigRows(db), loadBonusRules(db)]).then(([rows, rules]) => ({
      ...buildSnapshot(rows),
      lobbyBonusAmount: firstDepositBonusCeiling(rules),
    }))
    cache.set(db, snapshot)
    // A failed load (database down, not yet seeded) is retried by the next caller.
    snapshot.catch(() => cache.delete(db))
  }
  return snapshot
}

/** Drops the cached copy (tests and operator tooling that edit the tables). */
export function clearConfigCache(db: DbOrTx): void {
  cache.delete(db)
}

/** Field lengths the accounts module validates against: the same values the client is served. */
export async function getLengths(db: DbOrTx): Promise<Lengths> {
  return (await getConfigSnapshot(db)).lengths
}

/** Login, register, OTP and deposit switches and limits (spec 3), as served to the client. */
export async function getSettings(db: DbOrTx): Promise<OperatorSettings> {
  return (await getConfigSnapshot(db)).settings
}

/** The gameListVersion appConfig serves to a caller in `locale` (the catalogue is localized). */
export async function getGameListVersion(db: DbOrTx, locale: Locale): Promise<string> {
  return (await getConfigSnapshot(db)).catalogues[locale].version
}

/**
 * Facebook sign-in needs both the app id (public) and the app secret (to ask debug_token whether a token
 * was issued to our app). The one rule for appConfig's social.facebook.enabled and the auth verifier.
 */
export const facebookConfigured = (cfg: ServerConfig['social']['facebook']): boolean =>
  cfg.appId !== '' && cfg.appSecret !== ''

export interface AppConfigRequest {
  /** The gameListVersion the client holds; when current, the four game lists are left out. */
  v?: string | number | undefined
  locale: Locale
  social: ServerConfig['social']
}

export async function getAppConfig(db: DbOrTx, req: AppConfigRequest): Promise<AppConfig> {
  const s = await getConfigSnapshot(db)
  const { catalogue, version } = s.catalogues[req.locale]
  const current = req.v !== undefined && String(req.v) === version
  return {
    lengths: s.lengths,
    settings: { ...s.settings, gameListVersion: version },
    ...(current ? {} : catalogue),
    appFaqList: s.content.faq(req.locale),
    appNoticeConfigList: s.content.notices(req.locale),
    appGenericImgList: s.appGenericImgList,
    // From the bonus rules that pay it (see getConfigSnapshot); an old 'clientConfig' settings row is ignored.
    clientConfig: { lobbyBonusAmount: s.lobbyBonusAmount },
    gameShowNum: s.gameShowNum,
    h5: s.h5,
    feedbackConfig: s.feedbackConfig,
    appVipMap: s.appVipMap,
    appUserLevelConfigList: s.appUserLevelConfigList,
    social: {
      google: { enabled: req.social.google.clientId !== '', clientId: req.social.google.clientId },
      // Offered only when the server can verify tokens (app id and app secret), like the auth module.
      facebook: { enabled: facebookConfigured(req.social.facebook), appId: req.social.facebook.appId },
      line: { enabled: req.social.line.channelId !== '', channelId: req.social.line.channelId },
    },
  }
}
