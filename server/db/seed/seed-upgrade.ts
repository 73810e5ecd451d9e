import { sql } from 'drizzle-orm'
import { LOCALES } from '../../../contract/enums.ts'
import type { Db, Tx } from '../client.ts'
import { games, gameTypes } from '../schema/index.ts'
import { query } from '../sql.ts'
import { seedGames } from './defaults/catalog.ts'
import { CONTENT_UPDATED_AT, seedFaqItems, textKey } from './defaults/content.ts'
import { SEED_FAQ_ADDED_IN, SEED_HISTORY, SEED_TYPE_ADDED_IN } from './seed-history.ts'
import {
  FIRST_REVISION,
  revisionOf,
  SEED_REVISION,
  SEED_REVISION_KEY,
  seedRevisionRow,
} from './seed-revision.ts'
import {
  currentSeedValues,
  type SeedValues,
  seededTypesAndBrands,
  valueHash,
  vipValue,
} from './seeded-rows.ts'

/** Any constant works; it only has to be the same for every process upgrading this database. */
const UPGRADE_LOCK = 7_240_002

/** A seeded row as the database holds it: its address and value, shaped like seeded-rows.ts's. */
interface StoredRow {
  address: string
  value: unknown[]
}

/**
 * Brings a database seeded by an earlier build up to the current seed, once per seed revision. A row
 * whose value is still exactly one an earlier seed wrote (seed-history.ts) gets the current seed's value,
 * or is deleted when the current seed no longer has it (the old placeholder customer-service channels);
 * a row an operator edited, or added, matches no earlier seed and is left alone. Rows the current seed
 * has and the database lacks are not added (the operator may have deleted them), except FAQ items and game
 * types (with their games) no earlier revision seeded. Returns the addresses changed.
 */
export async function upgradeSeed(db: Db): Promise<string[]> {
  if ((await storedRevision(db)) >= SEED_REVISION) return []
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${UPGRADE_LOCK})`)
    // Another process may have upgraded while this one waited for the lock.
    const stored = await storedRevision(tx)
    if (stored >= SEED_REVISION) return []
    const current = currentSeedValues()
    const changed = [
      ...(await addFaqItemsNewerThan(tx, stored, current)),
      ...(await addGameTypesNewerThan(tx, stored, current)),
    ]
    for (const row of await storedRows(tx)) {
      const hash = valueHash(row.value)
      if (!SEED_HISTORY[row.address]?.includes(hash)) continue
      const next = current.get(row.address)
      if (next !== undefined && valueHash(next) === hash) continue
      await write(tx, row.address, next)
      changed.push(row.address)
    }
    const [key, value] = Object.entries(seedRevisionRow())[0] as [string, unknown]
    await tx.execute(
      sql`insert into app_settings (key, value) values (${key}, ${JSON.stringify(value)}::jsonb)
          on conflict (key) do update set value = excluded.value`,
    )
    return changed
  })
}

async function storedRevision(db: Db | Tx): Promise<number> {
  const [row] = await query<{ value: unknown }>(
    db,
    sql`select value from app_settings where key = ${SEED_REVISION_KEY}`,
  )
  return revisionOf(row?.value ?? null)
}

async function storedRows(tx: Tx): Promise<StoredRow[]> {
  const texts = await query<{ key: string; locale: string; title: string; body: string }>(
    tx,
    sql`select key, locale, title, body from content_texts`,
  )
  const types = await query<{ id: number; name: string; motif: string; icon: string; status: number }>(
    tx,
    sql`select id, name, motif, icon, status from game_types`,
  )
  const brands = await query<{ id: number; name: string; img: string }>(
    tx,
    sql`select id, name, img from game_brands`,
  )
  const games = await query<{ id: number; name: string; img: string }>(
    tx,
    sql`select id, name, img from games`,
  )
  const services = await query<{ id: number; item_type: number; target: string }>(
    tx,
    sql`select id, item_type, target from customer_services`,
  )
  const vip = await query<{
    level: number
    experience: number
    bet_limit: number
    show_type: number
    level_up_reward: number
    daily_bonus: number
    sign_in_award: number
  }>(
    tx,
    sql`select level, experience, bet_limit, show_type, level_up_reward, daily_bonus, sign_in_award
        from vip_levels`,
  )
  return [
    ...texts.map((r) => ({ address: `text:${r.key}:${r.locale}`, value: [r.title, r.body] })),
    ...types.map((r) => ({ address: `type:${r.id}`, value: [r.name, r.motif, r.icon] })),
    ...types.map((r) => ({ address: `typeStatus:${r.id}`, value: [Number(r.status)] })),
    ...brands.map((r) => ({ address: `brand:${r.id}`, value: [r.name, r.img] })),
    ...games.map((r) => ({ address: `game:${r.id}`, value: [r.name, r.img] })),
    ...services.map((r) => ({ address: `service:${r.id}`, value: [Number(r.item_type), r.target] })),
    ...vip.map((r) => ({
      address: `vip:${r.level}`,
      value: vipValue({
        experience: Number(r.experience),
        betLimit: Number(r.bet_limit),
        showType: Number(r.show_type),
        levelUpReward: Number(r.level_up_reward),
        dailyBonus: Number(r.daily_bonus),
        signInAward: Number(r.sign_in_award),
      }),
    })),
  ]
}

/**
 * FAQ items first seeded after `stored` (SEED_FAQ_ADDED_IN): no earlier seed wrote them, so no operator
 * can have deleted them, and the questions about features that landed since belong in the FAQ. An id
 * already taken (an operator's own item) is left alone, texts included.
 */
async function addFaqItemsNewerThan(tx: Tx, stored: number, current: SeedValues): Promise<string[]> {
  const added: string[] = []
  for (const item of seedFaqItems) {
    if ((SEED_FAQ_ADDED_IN[item.id] ?? FIRST_REVISION) <= stored) continue
    const key = textKey.faq(item.id)
    const [inserted] = await query<{ id: number }>(
      tx,
      sql`insert into faq_items (id, text_key, sort) values (${item.id}, ${key}, ${item.sort})
          on conflict (id) do nothing returning id`,
    )
    if (!inserted) continue
    for (const locale of LOCALES) {
      const [title, body] = current.get(`text:${key}:${locale}`) as [string, string]
      await tx.execute(
        sql`insert into content_texts (key, locale, title, body, updated_at)
            values (${key}, ${locale}, ${title}, ${body}, ${new Date(CONTENT_UPDATED_AT).toISOString()}::timestamptz)
            on conflict (key, locale) do nothing`,
      )
      added.push(`text:${key}:${locale}`)
    }
  }
  return added
}

/**
 * Game types first seeded after `stored` (SEED_TYPE_ADDED_IN), with their names and games: a new engine's
 * games (issue 22's mines). Ids already taken are left alone.
 */
async function addGameTypesNewerThan(tx: Tx, stored: number, current: SeedValues): Promise<string[]> {
  const added: string[] = []
  const { types } = seededTypesAndBrands()
  for (const type of types) {
    if ((SEED_TYPE_ADDED_IN[type.id] ?? FIRST_REVISION) <= stored) continue
    const inserted = await tx
      .insert(gameTypes)
      .values(type)
      .onConflictDoNothing()
      .returning({ id: gameTypes.id })
    if (inserted.length === 0) continue
    added.push(`type:${type.id}`)
    for (const locale of LOCALES) {
      const [title] = current.get(`text:${type.textKey}:${locale}`) as [string]
      await tx.execute(
        sql`insert into content_texts (key, locale, title, body, updated_at)
            values (${type.textKey}, ${locale}, ${title}, '', ${new Date(CONTENT_UPDATED_AT).toISOString()}::timestamptz)
            on conflict (key, locale) do nothing`,
      )
      added.push(`text:${type.textKey}:${locale}`)
    }
    const rows = seedGames.filter((g) => g.gameType === type.id)
    if (rows.length > 0) await tx.insert(games).values(rows).onConflictDoNothing()
    added.push(...rows.map((g) => `game:${g.id}`))
  }
  return added
}

/** Sets the row at `address` to `value`, or deletes it when `value` is undefined. */
async function write(tx: Tx, address: string, value: unknown[] | undefined): Promise<void> {
  const [kind, ...rest] = address.split(':')
  const id = Number(rest[0])
  const [a, b, c] = (value ?? []) as string[]
  switch (kind) {
    case 'text': {
      const [key, locale] = rest as [string, string]
      await tx.execute(
        value === undefined
          ? sql`delete from content_texts where key = ${key} and locale = ${locale}`
          : sql`update content_texts set title = ${a}, body = ${b},
                updated_at = ${new Date(CONTENT_UPDATED_AT).toISOString()}::timestamptz
                where key = ${key} and locale = ${locale}`,
      )
      return
    }
    case 'service':
      // The seed ships no channel any more (placeholders sent players nowhere); an operator's stay.
      if (value === undefined) await tx.execute(sql`delete from customer_services where id = ${id}`)
      return
    // Catalogue rows are never deleted (bets and sessions name them); the seed keeps every id.
    case 'type':
      if (value)
        await tx.execute(sql`update game_types set name = ${a}, motif = ${b}, icon = ${c} where id = ${id}`)
      return
    // Shown or hidden (with its games): a type whose games have no engine is hidden.
    case 'typeStatus':
      if (value) await tx.execute(sql`update game_types set status = ${Number(a)} where id = ${id}`)
      return
    case 'brand':
      if (value) await tx.execute(sql`update game_brands set name = ${a}, img = ${b} where id = ${id}`)
      return
    case 'game':
      if (value) await tx.execute(sql`update games set name = ${a}, img = ${b} where id = ${id}`)
      return
    // A VIP level is never deleted (players stand on it).
    case 'vip': {
      if (!value) return
      const [experience, betLimit, showType, levelUpReward, dailyBonus, signInAward] = value as number[]
      await tx.execute(
        sql`update vip_levels set experience = ${experience}, bet_limit = ${betLimit}, show_type = ${showType},
            level_up_reward = ${levelUpReward}, daily_bonus = ${dailyBonus}, sign_in_award = ${signInAward}
            where level = ${id}`,
      )
      return
    }
    default:
      throw new Error(`unknown seed address ${address}`)
  }
}
