import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appConfigSchema } from '../../../contract/calls/config.ts'
import {
  seedGameBrands,
  seedGamePlatforms,
  seedGames,
  seedGameTypes,
} from '../../db/seed/defaults/catalog.ts'
import { seedContent } from '../../db/seed/defaults/content.ts'
import {
  seedFeedbackConfig,
  seedGameShowNum,
  seedH5,
  seedLengths,
  seedSettings,
  seedUserLevels,
  seedVipLevels,
} from '../../db/seed/defaults/settings.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { clearConfigCache } from './config.service.ts'

const GAME_LISTS = ['appGameList', 'appGameTypeList', 'appGameBrandList', 'appGamePlatformList'] as const

// Expected catalogue, from the seed definitions: only rows with status 1, games only under shown parents.
const shownTypes = seedGameTypes.filter((t) => t.status === 1)
const shownBrands = seedGameBrands.filter((b) => b.status === 1)
const shownGames = seedGames.filter(
  (g) =>
    g.status === 1 &&
    shownTypes.some((t) => t.id === g.gameType) &&
    shownBrands.some((b) => b.id === g.brandId) &&
    seedGamePlatforms.some((p) => p.id === g.platformId && p.status === 1),
)

describe.each(testDatabases)('anonymous/appConfig on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves every field of the app config, valid against the contract', async () => {
    const res = await call(t, 'anonymous/appConfig', {})
    expect(res.status).toBe(200)
    expect(res.code).toBe(200)
    expect(() => appConfigSchema.parse(res.data)).not.toThrow()
    const d = res.data
    expect(d.lengths).toEqual(seedLengths)
    expect(d.settings).toMatchObject(seedSettings)
    expect(d.settings.gameListVersion).toMatch(/^[0-9a-f]{16}$/)
    expect(d.settings.currency).toBe('BRL')
    for (const list of GAME_LISTS) expect(Array.isArray(d[list])).toBe(true)
    // The lobby banner's 'up to': the seeded first-deposit (100.00) and every-deposit (20.00) caps.
    expect(d.clientConfig).toEqual({ lobbyBonusAmount: 12_000 })
    expect(d.gameShowNum).toEqual(seedGameShowNum)
    expect(d.h5).toEqual({ downloadUrl: '/download' })
    expect(d.h5).toEqual(seedH5)
    expect(d.feedbackConfig).toEqual(seedFeedbackConfig)
    expect(Object.keys(d.appVipMap).sort((a, b) => Number(a) - Number(b))).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ])
    for (const level of seedVipLevels) expect(d.appVipMap[String(level.level)]).toEqual(level)
    // What each level gives, as the seed writes it (minor units).
    expect(d.appVipMap['3']).toEqual({
      level: 3,
      experience: 200_000,
      betLimit: 50_000,
      showType: 2,
      levelUpReward: 2_500,
      dailyBonus: 200,
      signInAward: 50,
    })
    expect(d.appUserLevelConfigList).toEqual(seedUserLevels)
    expect(d.appGenericImgList).toContainEqual({ uniqueKey: 'lobby_ad', img: 'banners/lobby.svg' })
    expect(d.appFaqList.length).toBeGreaterThanOrEqual(8)
    expect(d.appNoticeConfigList.map((n: { showType: number }) => n.showType).sort()).toEqual([1, 2])
    expect(d.social).toEqual({
      google: { enabled: false, clientId: '' },
      facebook: { enabled: false, appId: '' },
      line: { enabled: false, channelId: '' },
    })
  })

  it('serves the seeded catalogue, hiding switched-off types, brands and games', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    expect(data.appGameList.length).toBeGreaterThanOrEqual(60)
    expect(data.appGameBrandList.length).toBeGreaterThanOrEqual(6)
    expect(data.appGameTypeList.length).toBeGreaterThanOrEqual(5)
    expect(data.appGamePlatformList.length).toBe(seedGamePlatforms.length)
    const ids = (list: Array<{ id: number }>) => list.map((x) => x.id).sort((a, b) => a - b)
    expect(ids(data.appGameList)).toEqual(ids(shownGames))
    expect(ids(data.appGameTypeList)).toEqual(ids(shownTypes))
    expect(ids(data.appGameBrandList)).toEqual(ids(shownBrands))
    // The seed has a hidden type (Arcade), a hidden brand and games in maintenance; none may leak.
    expect(seedGameTypes.some((t) => t.status !== 1)).toBe(true)
    expect(data.appGameList.some((g: { gameType: number }) => g.gameType === 7)).toBe(false)
    expect(data.appGameList.some((g: { id: number }) => g.id === 1021 || g.id === 3010)).toBe(false)
    const koi = data.appGameList.find((g: { id: number }) => g.id === 1002)
    expect(koi).toEqual({
      id: 1002,
      name: 'Moonlit Koi',
      gameType: 1,
      brandId: 2,
      platformId: 1,
      img: 'games/1002.svg',
      sort: 20,
      status: 1,
      isHot: true,
      isNew: true,
      tryIt: true,
    })
    expect(data.appGameList.find((g: { id: number }) => g.id === 5001)?.tryIt).toBe(false)
    expect(data.appGameTypeList[0]).toEqual({
      id: 1,
      name: 'Slots',
      icon: 'types/1.svg',
      sort: 10,
      status: 1,
    })
  })

  it('omits the game lists when v is the current gameListVersion and sends them for a stale one', async () => {
    const first = await call(t, 'anonymous/appConfig', {})
    const version = first.data.settings.gameListVersion
    const same = await call(t, 'anonymous/appConfig', { v: version })
    expect(same.status).toBe(200)
    for (const list of GAME_LISTS) expect(same.data).not.toHaveProperty(list)
    expect(same.data.settings.gameListVersion).toBe(version)
    expect(same.data.lengths).toEqual(seedLengths)
    for (const v of ['0123456789abcdef', 0, '']) {
      const stale = await call(t, 'anonymous/appConfig', { v })
      for (const list of GAME_LISTS) expect(stale.data[list].length).toBeGreaterThan(0)
    }
  })

  it("names game types in the caller's locale, with a gameListVersion per locale", async () => {
    const byLocale = { en: '', 'pt-BR': '', es: '' }
    for (const locale of ['en', 'pt-BR', 'es'] as const) {
      const { data } = await call(t, 'anonymous/appConfig', {}, { locale })
      expect(data.appGameTypeList.map((x: { id: number; name: string }) => [x.id, x.name])).toEqual(
        shownTypes.map((type) => [type.id, seedContent[locale].gameTypes[type.id]]),
      )
      // Stable per locale.
      const again = await call(t, 'anonymous/appConfig', {}, { locale })
      expect(again.data.settings.gameListVersion).toBe(data.settings.gameListVersion)
      byLocale[locale] = data.settings.gameListVersion
    }
    expect(new Set(Object.values(byLocale)).size).toBe(3)
    const names = (d: { appGameTypeList: Array<{ name: string }> }) => d.appGameTypeList.map((x) => x.name)
    expect(names((await call(t, 'anonymous/appConfig', {}, { locale: 'pt-BR' })).data)).toEqual([
      'Caça-níqueis',
      'Minas',
      'Crash',
      'Mesa',
      'Dados',
      'Dados Rápidos',
    ])
    expect(names((await call(t, 'anonymous/appConfig', {}, { locale: 'es-MX' })).data)).toEqual([
      'Tragamonedas',
      'Minas',
      'Crash',
      'Mesa',
      'Dados',
      'Dados Rápidos',
    ])
    // Game, brand and platform names are proper names: the same in every locale.
    const en = (await call(t, 'anonymous/appConfig', {}, { locale: 'en' })).data
    const es = (await call(t, 'anonymous/appConfig', {}, { locale: 'es' })).data
    for (const list of ['appGameList', 'appGameBrandList', 'appGamePlatformList'] as const)
      expect(es[list]).toEqual(en[list])
  })

  it('sends the lists again, in the new language, when the locale changes but v is the old one', async () => {
    const en = await call(t, 'anonymous/appConfig', {}, { locale: 'en' })
    const v = en.data.settings.gameListVersion
    // Same locale, same version: the cached lists are still right, so they are left out.
    const same = await call(t, 'anonymous/appConfig', { v }, { locale: 'en-US' })
    for (const list of GAME_LISTS) expect(same.data).not.toHaveProperty(list)
    for (const locale of ['pt-BR', 'es'] as const) {
      const switched = await call(t, 'anonymous/appConfig', { v }, { locale })
      expect(switched.data.settings.gameListVersion).not.toBe(v)
      for (const list of GAME_LISTS) expect(switched.data[list].length).toBeGreaterThan(0)
      expect(switched.data.appGameTypeList[0].name).toBe(seedContent[locale].gameTypes[1])
      // And that locale's own version is current for it.
      const again = await call(
        t,
        'anonymous/appConfig',
        { v: switched.data.settings.gameListVersion },
        { locale },
      )
      for (const list of GAME_LISTS) expect(again.data).not.toHaveProperty(list)
    }
  })

  it('accepts the client fields and refuses unknown ones', async () => {
    const ok = await call(t, 'anonymous/appConfig', {
      appId: 'lucky-lobby',
      channel: 'WEB',
      clientReferrer: '',
      platform: 0,
      appVersion: '1.1.1',
    })
    expect(ok.status).toBe(200)
    const bad = await call(t, 'anonymous/appConfig', { v: '1', debug: true })
    expect(bad.status).toBe(400)
    expect(bad.details).toEqual({ debug: 'unknownField' })
  })

  it('serves FAQ and notices in the requested locale, English otherwise', async () => {
    const cases: Array<[string | undefined, 'en' | 'pt-BR' | 'es']> = [
      ['pt-BR', 'pt-BR'],
      ['pt-PT,pt;q=0.9', 'pt-BR'],
      ['es-MX', 'es'],
      ['en-GB', 'en'],
      ['de-DE', 'en'],
      [undefined, 'en'],
    ]
    for (const [header, locale] of cases) {
      const { data } = await call(t, 'anonymous/appConfig', {}, header ? { locale: header } : {})
      const expected = seedContent[locale]
      expect(
        data.appFaqList.map((f: { question: string; answer: string }) => [f.question, f.answer]),
      ).toEqual(Object.values(expected.faq).map((f) => [f.question, f.answer]))
      expect(data.appNoticeConfigList.map((n: { title: string }) => n.title)).toEqual(
        Object.values(expected.notices).map((n) => n.title),
      )
    }
  })

  it("serves the deposit settings' currency, the one every money figure shows (issue 17)", async () => {
    const currency = async () => (await call(t, 'anonymous/appConfig', {})).data.settings.currency
    expect(await currency()).toBe('BRL')
    const setCurrency = (code: string) =>
      t.database.db.execute(
        sql`UPDATE app_settings SET value = jsonb_set(value, '{currency}', to_jsonb(${code}::text)) WHERE key = 'deposit'`,
      )
    try {
      await setCurrency('USD')
      // Operator config is read once per process: an edit shows after a restart (here: the cache dropped).
      expect(await currency()).toBe('BRL')
      clearConfigCache(t.database.db)
      expect(await currency()).toBe('USD')
      for (const locale of ['pt-BR', 'es']) {
        expect((await call(t, 'anonymous/appConfig', {}, { locale })).data.settings.currency).toBe('USD')
      }
    } finally {
      await setCurrency('BRL')
      clearConfigCache(t.database.db)
    }
  })

  it('holds settings.currency to an ISO 4217 code in the contract', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    const withCurrency = (currency: unknown) => ({ ...data, settings: { ...data.settings, currency } })
    expect(appConfigSchema.safeParse(withCurrency('EUR')).success).toBe(true)
    for (const bad of ['brl', 'R$', 'BRLX', '', undefined]) {
      expect(appConfigSchema.safeParse(withCurrency(bad)).success, String(bad)).toBe(false)
    }
  })
})
