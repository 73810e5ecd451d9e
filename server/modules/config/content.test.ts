import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_PAGES } from '../../../contract/calls/config.ts'
import { LOCALES } from '../../../contract/enums.ts'
import { contentTexts, customerServices, games, gameTypes } from '../../db/schema/index.ts'
import { CONTENT_UPDATED_AT, seedContent, seedCustomerServices } from '../../db/seed/defaults/content.ts'
import { call, startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { clearConfigCache } from './config.service.ts'

describe.each(testDatabases)('content pages and customer service on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves each content page in each locale as plain-text paragraphs', async () => {
    for (const locale of LOCALES) {
      for (const key of CONTENT_PAGES) {
        const res = await call(t, 'anonymous/getContentPage', { key }, { locale })
        expect(res.status).toBe(200)
        const seeded = seedContent[locale].pages[key]
        expect(res.data).toEqual({
          key,
          title: seeded.title,
          body: seeded.body,
          updatedAt: CONTENT_UPDATED_AT,
        })
        expect(res.data.body.split('\n\n').length).toBeGreaterThanOrEqual(3)
        expect(res.data.body).not.toMatch(/[<>]/)
      }
    }
    const fallback = await call(t, 'anonymous/getContentPage', { key: 'terms-of-use' }, { locale: 'fr' })
    expect(fallback.data.title).toBe(seedContent.en.pages['terms-of-use'].title)
  })

  it('answers 400 for an unknown page key or unknown fields', async () => {
    const unknown = await call(t, 'anonymous/getContentPage', { key: 'jobs' })
    expect(unknown.status).toBe(400)
    expect(unknown.code).toBe(400)
    expect(unknown.details).toEqual({ key: 'invalidFormat' })
    const missing = await call(t, 'anonymous/getContentPage', {})
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.details ?? {})).toEqual(['key'])
    const extra = await call(t, 'anonymous/getContentPage', { key: 'about-us', lang: 'es' })
    expect(extra.status).toBe(400)
    expect(extra.details).toEqual({ lang: 'unknownField' })
    const extraCs = await call(t, 'getCustomerServices', { queue: 1 })
    expect(extraCs.status).toBe(400)
    expect(extraCs.details).toEqual({ queue: 'unknownField' })
  })

  it('seeds no customer-service channel: we own none, and a placeholder would lead nowhere', async () => {
    expect(seedCustomerServices).toEqual([])
    const res = await call(t, 'getCustomerServices', {}, { locale: 'pt-BR' })
    expect(res.status).toBe(200)
    expect(res.data.appCustomerServiceQueue).toEqual([])
    // Spec 7's path, callable without a login; the old anonymous/ path is gone.
    expect((await call(t, 'anonymous/getCustomerServices', {})).status).toBe(404)
  })

  it("lists an operator's customer-service entries with labels in the requested locale", async () => {
    const db = t.database.db
    await db.insert(customerServices).values([
      { id: 7, itemType: 1, textKey: 'cs.7', target: 'https://chat.operator.net/room', sort: 10 },
      // Open 21:00-05:00 UTC, across midnight.
      {
        id: 8,
        itemType: 3,
        textKey: 'cs.8',
        target: 'https://t.me/OperatorDesk',
        openFrom: 1260,
        openTo: 300,
        sort: 20,
      },
    ])
    await db.insert(contentTexts).values([
      { key: 'cs.7', locale: 'en', title: 'Live chat' },
      { key: 'cs.7', locale: 'pt-BR', title: 'Chat ao vivo' },
      { key: 'cs.7', locale: 'es', title: 'Chat en vivo' },
      { key: 'cs.8', locale: 'en', title: 'Telegram help desk' },
    ])
    clearConfigCache(db)
    for (const [header, chat] of [
      ['pt-BR', 'Chat ao vivo'],
      ['es', 'Chat en vivo'],
      ['en-US', 'Live chat'],
      ['ja', 'Live chat'],
    ] as const) {
      const res = await call(t, 'getCustomerServices', {}, { locale: header })
      expect(res.status).toBe(200)
      expect(res.data.appCustomerServiceQueue).toEqual([
        { id: 7, itemType: 1, param1: chat, param2: 'https://chat.operator.net/room', openHours: null },
        {
          id: 8,
          itemType: 3,
          param1: 'Telegram help desk',
          param2: 'https://t.me/OperatorDesk',
          openHours: { from: 1260, to: 300 },
        },
      ])
    }
  })

  it('refuses opening hours with one end missing, an empty window or a minute past the day', async () => {
    const db = t.database.db
    const row = { itemType: 2, textKey: 'cs.9', target: 'mailto:desk@operator.net', sort: 30 }
    for (const hours of [
      { openFrom: 540 },
      { openTo: 1020 },
      { openFrom: 540, openTo: 540 },
      { openFrom: 540, openTo: 1440 },
      { openFrom: -1, openTo: 60 },
    ]) {
      await expect(db.insert(customerServices).values({ id: 9, ...row, ...hours })).rejects.toThrow()
    }
    await db.insert(customerServices).values({ id: 9, ...row, openFrom: 540, openTo: 1020 })
    clearConfigCache(db)
    const res = await call(t, 'getCustomerServices', {})
    expect(res.data.appCustomerServiceQueue.at(-1)).toEqual({
      id: 9,
      itemType: 2,
      param1: 'mailto:desk@operator.net',
      param2: 'mailto:desk@operator.net',
      openHours: { from: 540, to: 1020 },
    })
  })
})

describe.each(testDatabases)('operator changes on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: { GOOGLE_CLIENT_ID: 'google-client-123.apps.example', LINE_CHANNEL_ID: '1650000000' },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('enables exactly the social providers whose public id is configured', async () => {
    const { data } = await call(t, 'anonymous/appConfig', {})
    expect(data.social).toEqual({
      google: { enabled: true, clientId: 'google-client-123.apps.example' },
      facebook: { enabled: false, appId: '' },
      line: { enabled: true, channelId: '1650000000' },
    })
  })

  it('keeps gameListVersion stable across databases and reloads, and changes it with the catalogue', async () => {
    const other = await startTestApp('pglite')
    const versionOf = async (app: TestApp) =>
      (await call(app, 'anonymous/appConfig', {})).data.settings.gameListVersion as string
    const before = await versionOf(t)
    expect(await versionOf(other)).toBe(before)
    await other.close()

    clearConfigCache(t.database.db)
    expect(await versionOf(t)).toBe(before)

    await t.database.db.update(games).set({ name: 'Moonlit Koi Deluxe' }).where(eq(games.id, 1002))
    clearConfigCache(t.database.db)
    const after = await versionOf(t)
    expect(after).not.toBe(before)
    const stale = await call(t, 'anonymous/appConfig', { v: before })
    expect(stale.data.appGameList.find((g: { id: number }) => g.id === 1002).name).toBe('Moonlit Koi Deluxe')
  })

  it('names a game type in English, then by its operator label, when its translation is missing', async () => {
    const typeName = async (locale: string, id: number) =>
      (await call(t, 'anonymous/appConfig', {}, { locale })).data.appGameTypeList.find(
        (x: { id: number }) => x.id === id,
      )?.name
    expect(await typeName('es', 5)).toBe('Dados')
    await t.database.db
      .delete(contentTexts)
      .where(and(eq(contentTexts.key, 'gameType.5'), eq(contentTexts.locale, 'es')))
    clearConfigCache(t.database.db)
    expect(await typeName('es', 5)).toBe(seedContent.en.gameTypes[5])
    expect(await typeName('pt-BR', 5)).toBe('Dados')

    await t.database.db.update(gameTypes).set({ name: 'Live Casino' }).where(eq(gameTypes.id, 5))
    await t.database.db.delete(contentTexts).where(eq(contentTexts.key, 'gameType.5'))
    clearConfigCache(t.database.db)
    for (const locale of ['en', 'pt-BR', 'es']) expect(await typeName(locale, 5)).toBe('Live Casino')
  })

  it('falls back to English for one missing translation without hiding the item', async () => {
    await t.database.db
      .delete(contentTexts)
      .where(and(eq(contentTexts.key, 'faq.3'), eq(contentTexts.locale, 'es')))
    clearConfigCache(t.database.db)
    const { data } = await call(t, 'anonymous/appConfig', {}, { locale: 'es' })
    const faq = data.appFaqList as Array<{ id: number; question: string }>
    expect(faq.find((f) => f.id === 3)?.question).toBe(seedContent.en.faq[3]?.question)
    expect(faq.find((f) => f.id === 4)?.question).toBe(seedContent.es.faq[4]?.question)
  })
})
