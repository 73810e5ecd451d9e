import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { clearConfigCache, getGameListVersion } from '../../modules/config/config.service.ts'
import { type Database, openDatabase } from '../client.ts'
import { migrate } from '../migrate.ts'
import { query } from '../sql.ts'
import { seedIfEmpty } from './index.ts'
import { SEED_FINGERPRINTS, SEED_HISTORY } from './seed-history.ts'
import { SEED_REVISION } from './seed-revision.ts'
import { upgradeSeed } from './seed-upgrade.ts'
import { currentSeedValues, valueHash } from './seeded-rows.ts'

describe('seed history', () => {
  it('holds every value the current seed writes, under a recorded revision', () => {
    const current = [...currentSeedValues()].sort(([a], [b]) => a.localeCompare(b))
    const missing = current
      .filter(([address, value]) => !SEED_HISTORY[address]?.includes(valueHash(value)))
      .map(([address, value]) => `  '${address}': [...earlier, '${valueHash(value)}'],`)
    expect(missing, `add to SEED_HISTORY in seed-history.ts:\n${missing.join('\n')}`).toEqual([])
    const fingerprint = valueHash(current)
    expect(
      SEED_FINGERPRINTS[SEED_REVISION],
      `the seed changed: raise SEED_REVISION and add ${SEED_REVISION + 1}: '${fingerprint}' to SEED_FINGERPRINTS`,
    ).toBe(fingerprint)
  })
})

let database: Database | null = null
afterEach(async () => {
  await database?.close()
  database = null
})

/** A database as a build before this revision left it: seeded, then set back to the old seed's values. */
async function databaseSeededEarlier(): Promise<Database> {
  database = await openDatabase({ dataDir: 'memory://' })
  const { db } = database
  await migrate(db)
  await seedIfEmpty(db)
  // The old seed's values (git history), as revision 1 wrote them.
  await db.execute(sql`delete from app_settings where key = 'seedRevision'`)
  await db.execute(
    sql`update game_types set name = 'Live', motif = 'live', icon = 'types/5.svg' where id = 5`,
  )
  await db.execute(sql`update game_brands set name = 'Marigold Live', img = 'brands/6.svg' where id = 6`)
  await db.execute(
    sql`update games set name = 'Marigold Live Roulette', img = 'games/5001.svg' where id = 5001`,
  )
  await db.execute(sql`update games set name = 'Velvet Blackjack', img = 'games/3001.svg' where id = 3001`)
  // As revision 9 left it: a dice name, before the table ran blackjack (issue 22).
  await db.execute(
    sql`update games set name = 'Harbor High Roll', img = 'games/3006.svg?v=2' where id = 3006`,
  )
  await db.execute(
    sql`update content_texts set title = 'Ao vivo' where key = 'gameType.5' and locale = 'pt-BR'`,
  )
  await db.execute(sql`update content_texts set title = 'A bonus on your first deposit',
    body = 'Make your first deposit to unlock the first-deposit bonus and a draw chance in the jackpot. Bonus money has a wagering requirement; check the activity page for the details before you play.'
    where key = 'notice.2' and locale = 'en'`)
  await db.execute(sql`insert into customer_services (id, item_type, text_key, target, sort, status)
    values (1, 1, 'cs.1', 'https://chat.luckylobby.example/widget', 10, 1)`)
  await db.execute(
    sql`insert into content_texts (key, locale, title) values ('cs.1', 'en', 'Live chat (24/7)')`,
  )
  // Revision 5 had 11 FAQ items; the operator has since added their own item 16.
  await db.execute(sql`delete from faq_items where id > 11`)
  await db.execute(
    sql`delete from content_texts where key in ('faq.12', 'faq.13', 'faq.14', 'faq.15', 'faq.16')`,
  )
  await db.execute(sql`insert into faq_items (id, text_key, sort) values (16, 'faq.16', 5)`)
  await db.execute(
    sql`insert into content_texts (key, locale, title, body) values ('faq.16', 'en', 'Operator question', 'Operator answer.')`,
  )
  // Revision 7 had no mines: neither the type nor its games or names.
  await db.execute(sql`delete from games where game_type = 8`)
  await db.execute(sql`delete from game_types where id = 8`)
  await db.execute(sql`delete from content_texts where key = 'gameType.8'`)
  // Revision 8 showed the fishing type, whose games no engine runs.
  await db.execute(sql`update game_types set status = 1 where id = 4`)
  // Revision 11 named type 6 'Lottery', drawn as balls, though its games run the roll-under dice.
  await db.execute(
    sql`update game_types set name = 'Lottery', motif = 'lottery', icon = 'types/6.svg' where id = 6`,
  )
  await db.execute(sql`update games set img = 'games/6001.svg?v=2' where id = 6001`)
  await db.execute(
    sql`update content_texts set title = 'Loteria' where key = 'gameType.6' and locale = 'pt-BR'`,
  )
  // Revision 2's VIP ladder gave nothing (its rows as 0024_vip.sql leaves them).
  await db.execute(sql`update vip_levels set level_up_reward = 0, daily_bonus = 0, sign_in_award = 0`)
  // An operator's edits: another game name, their own FAQ answer, their own channel, their own VIP 4.
  await db.execute(sql`update games set name = 'Operator Dice Night' where id = 5002`)
  await db.execute(
    sql`update content_texts set body = 'Our own answer.' where key = 'faq.1' and locale = 'en'`,
  )
  await db.execute(sql`insert into customer_services (id, item_type, text_key, target, sort, status)
    values (9, 2, 'cs.9', 'mailto:help@operator.test', 90, 1)`)
  await db.execute(sql`update vip_levels set bet_limit = 123400 where level = 4`)
  // And the operator hid type 6 (then 'Lottery') and showed the arcade one themselves.
  await db.execute(sql`update game_types set status = 0 where id = 6`)
  await db.execute(sql`update game_types set status = 1 where id = 7`)
  return database
}

const one = async <T>(db: Database['db'], statement: ReturnType<typeof sql>): Promise<T | undefined> =>
  (await query<T>(db, statement))[0]

const snapshot = async (db: Database['db']) =>
  JSON.stringify(
    await Promise.all([
      query(db, sql`select * from content_texts order by key, locale`),
      query(db, sql`select * from game_types order by id`),
      query(db, sql`select * from game_brands order by id`),
      query(db, sql`select * from games order by id`),
      query(db, sql`select * from customer_services order by id`),
      query(db, sql`select * from vip_levels order by level`),
      query(db, sql`select * from app_settings order by key`),
    ]),
  )

describe('seed upgrade on startup (PGlite)', () => {
  it("replaces an earlier seed's untouched values, keeps the operator's, and records the revision", async () => {
    const { db } = await databaseSeededEarlier()
    clearConfigCache(db)
    const versionBefore = await getGameListVersion(db, 'en')

    expect(await seedIfEmpty(db)).toBe(false)

    expect(await one(db, sql`select name, motif, icon from game_types where id = 5`)).toEqual({
      name: 'Dice',
      motif: 'dice',
      icon: 'types/5.svg?v=2',
    })
    expect(await one(db, sql`select name from game_brands where id = 6`)).toEqual({ name: 'Marigold Games' })
    expect(await one(db, sql`select name, img from games where id = 5001`)).toEqual({
      name: 'Marigold High Roller',
      img: 'games/5001.svg?v=2',
    })
    expect(await one(db, sql`select name, img from games where id = 3001`)).toEqual({
      name: 'Velvet Roulette',
      img: 'games/3001.svg?v=3',
    })
    expect(await one(db, sql`select name, img from games where id = 3006`)).toEqual({
      name: 'Harbor Blackjack',
      img: 'games/3006.svg?v=3',
    })
    expect(
      await one(db, sql`select title from content_texts where key = 'gameType.5' and locale = 'pt-BR'`),
    ).toEqual({ title: 'Dados' })
    // Type 6 is named and drawn as the dice its games run (revision 12), though the operator hid it.
    expect(await one(db, sql`select name, motif, icon from game_types where id = 6`)).toEqual({
      name: 'Quick Rolls',
      motif: 'dice',
      icon: 'types/6.svg?v=2',
    })
    expect(await one(db, sql`select name, img from games where id = 6001`)).toEqual({
      name: 'Lantern Lucky Roll',
      img: 'games/6001.svg?v=3',
    })
    expect(
      await one(db, sql`select title from content_texts where key = 'gameType.6' and locale = 'pt-BR'`),
    ).toEqual({ title: 'Dados Rápidos' })
    expect(
      await one(db, sql`select title from content_texts where key = 'notice.2' and locale = 'en'`),
    ).toEqual({
      title: 'A bonus on your deposits',
    })
    // The placeholder channel and its label are gone; the operator's channel stays.
    expect(await query(db, sql`select id from customer_services order by id`)).toEqual([{ id: 9 }])
    expect(await query(db, sql`select key from content_texts where key = 'cs.1'`)).toEqual([])
    // The operator's edits are left alone.
    expect(await one(db, sql`select name from games where id = 5002`)).toEqual({
      name: 'Operator Dice Night',
    })
    expect(await one(db, sql`select body from content_texts where key = 'faq.1' and locale = 'en'`)).toEqual({
      body: 'Our own answer.',
    })
    // The VIP ladder now gives what each level pays; the operator's level 4 is left as they set it.
    expect(
      await one(
        db,
        sql`select experience, level_up_reward, daily_bonus, sign_in_award from vip_levels where level = 3`,
      ),
    ).toEqual({ experience: 200_000, level_up_reward: 2_500, daily_bonus: 200, sign_in_award: 50 })
    expect(
      await one(db, sql`select bet_limit, level_up_reward, daily_bonus from vip_levels where level = 4`),
    ).toEqual({ bet_limit: 123_400, level_up_reward: 0, daily_bonus: 0 })
    // The FAQ items first seeded after revision 5 are added; the operator's own item 16 keeps its text.
    expect(await query(db, sql`select id, sort from faq_items where id > 11 order by id`)).toEqual([
      { id: 12, sort: 120 },
      { id: 13, sort: 130 },
      { id: 14, sort: 140 },
      { id: 15, sort: 150 },
      { id: 16, sort: 5 },
    ])
    expect(
      await one(db, sql`select title from content_texts where key = 'faq.12' and locale = 'es'`),
    ).toEqual({ title: '¿Cómo funcionan los niveles VIP?' })
    expect(
      await query(db, sql`select locale, title from content_texts where key = 'faq.16' order by locale`),
    ).toEqual([{ locale: 'en', title: 'Operator question' }])
    // The mines type (revision 8) is added with its names and games.
    expect(await one(db, sql`select name, motif, status from game_types where id = 8`)).toEqual({
      name: 'Mines',
      motif: 'mines',
      status: 1,
    })
    expect(
      await query(db, sql`select locale, title from content_texts where key = 'gameType.8' order by locale`),
    ).toEqual([
      { locale: 'en', title: 'Mines' },
      { locale: 'es', title: 'Minas' },
      { locale: 'pt-BR', title: 'Minas' },
    ])
    expect(await query(db, sql`select id, name from games where game_type = 8 order by id`)).toEqual([
      { id: 8001, name: 'Gem Field' },
      { id: 8002, name: 'Crystal Cavern' },
      { id: 8003, name: 'Ember Tiles' },
      { id: 8004, name: 'Lagoon Pearls' },
    ])
    // The fishing type is hidden with its games (revision 10); the operator's types 6 and 7 stay as set.
    expect(await query(db, sql`select id, status from game_types where id in (4, 6, 7) order by id`)).toEqual(
      [
        { id: 4, status: 0 },
        { id: 6, status: 0 },
        { id: 7, status: 1 },
      ],
    )
    expect(await one(db, sql`select value from app_settings where key = 'seedRevision'`)).toEqual({
      value: { revision: 12 },
    })
    // Clients holding the old lists get the new ones.
    clearConfigCache(db)
    expect(await getGameListVersion(db, 'en')).not.toBe(versionBefore)
  })

  it('changes nothing when run again', async () => {
    const { db } = await databaseSeededEarlier()
    await seedIfEmpty(db)
    const after = await snapshot(db)
    // Even with the revision forgotten, every row now holds the current seed or an operator's value.
    await db.execute(sql`delete from app_settings where key = 'seedRevision'`)
    expect(await upgradeSeed(db)).toEqual([])
    await seedIfEmpty(db)
    expect(await snapshot(db)).toBe(after)
  })

  it('leaves a database seeded by this build untouched', async () => {
    database = await openDatabase({ dataDir: 'memory://' })
    await migrate(database.db)
    await seedIfEmpty(database.db)
    const fresh = await snapshot(database.db)
    expect(await upgradeSeed(database.db)).toEqual([])
    expect(await snapshot(database.db)).toBe(fresh)
  })
})
