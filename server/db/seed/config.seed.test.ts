import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts'
import { query } from '../sql.ts'
import { isConfigSeeded, seedConfigAndContent } from './config.seed.ts'
import { seedGames, seedGameTypes } from './defaults/catalog.ts'
import { seedContent } from './defaults/content.ts'
import { seedIfEmpty } from './index.ts'

const TABLES = [
  'app_settings',
  'game_types',
  'game_brands',
  'game_platforms',
  'games',
  'vip_levels',
  'user_levels',
  'generic_images',
  'content_texts',
  'faq_items',
  'notices',
  'customer_services',
]

describe.each(testDatabases)('config seed on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(async () => {
    await t?.close()
  })

  const counts = async () => {
    const out: Record<string, number> = {}
    for (const table of TABLES) {
      const [row] = await query<{ n: number }>(
        t.database.db,
        sql.raw(`select count(*)::int as n from ${table}`),
      )
      out[table] = row?.n ?? -1
    }
    return out
  }

  it('seeds once and never duplicates', async () => {
    const before = await counts()
    expect(before.games).toBe(seedGames.length)
    expect(before.content_texts).toBeGreaterThan(0)
    expect(await isConfigSeeded(t.database.db)).toBe(true)
    expect(await seedIfEmpty(t.database.db)).toBe(false)
    // A racing second process runs the seeder itself: every insert must skip existing rows.
    await t.database.db.transaction((tx) => seedConfigAndContent(tx))
    expect(await counts()).toEqual(before)
  })

  it('stores every text in all three locales', async () => {
    const rows = await query<{ locale: string; n: number }>(
      t.database.db,
      sql`select locale, count(*)::int as n from content_texts
          where key not like 'recharge%' and key not like 'activity.%' and key not like 'jackpot.%'
            and key not like 'coupon.%'
          group by locale order by locale`,
    )
    const perLocale =
      Object.keys(seedContent.en.faq).length +
      Object.keys(seedContent.en.notices).length +
      Object.keys(seedContent.en.pages).length +
      Object.keys(seedContent.en.customerService).length +
      seedGameTypes.length
    expect(rows).toEqual([
      { locale: 'en', n: perLocale },
      { locale: 'es', n: perLocale },
      { locale: 'pt-BR', n: perLocale },
    ])
    // Activity names come with their migration (0029_activities.sql): one per activity in every locale.
    const missingActivityTexts = await query(
      t.database.db,
      sql`select a.id, l.locale from activities a
          cross join (values ('en'), ('es'), ('pt-BR')) as l(locale)
          left join content_texts c on c.key = 'activity.' || a.id and c.locale = l.locale
          where c.key is null`,
    )
    expect(missingActivityTexts).toEqual([])
    // Coupon names come with their migration (0034_coupons.sql): one per coupon type in every locale.
    const missingCouponTexts = await query(
      t.database.db,
      sql`select c.id, l.locale from coupon_types c
          cross join (values ('en'), ('es'), ('pt-BR')) as l(locale)
          left join content_texts x on x.key = 'coupon.' || c.id and x.locale = l.locale
          where x.key is null`,
    )
    expect(missingCouponTexts).toEqual([])
    // The jackpot's rules come with their migration (0032_jackpot.sql), in every locale.
    expect(
      await query(
        t.database.db,
        sql`select locale from content_texts where key = 'jackpot.rules' order by locale`,
      ),
    ).toEqual([{ locale: 'en' }, { locale: 'es' }, { locale: 'pt-BR' }])
    // Deposit channel and bonus rule names come with their migration (0007_recharge_texts.sql): 4 + 13.
    const recharge = await query<{ locale: string; n: number }>(
      t.database.db,
      sql`select locale, count(*)::int as n from content_texts
          where key like 'recharge%' group by locale order by locale`,
    )
    expect(recharge).toEqual([
      { locale: 'en', n: 17 },
      { locale: 'es', n: 17 },
      { locale: 'pt-BR', n: 17 },
    ])
  })
})
