import { createHash } from 'node:crypto'
import { artPath, seedGameBrands, seedGames, seedGameTypes } from './defaults/catalog.ts'
import { CONTENT_UPDATED_AT, seedContent, seedCustomerServices, textKey } from './defaults/content.ts'
import { seedVipLevels } from './defaults/settings.ts'

/**
 * The seed's operator-editable values, each under one address: what the upgrade (seed-upgrade.ts)
 * compares a database row with. An address names a row and the fields the seed sets in it:
 *   text:<key>:<locale>   content_texts title and body
 *   type:<id>             game_types name, motif, icon
 *   typeStatus:<id>       game_types status (a type without an engine is hidden, issue 22)
 *   brand:<id>            game_brands name, img
 *   game:<id>             games name, img
 *   service:<id>          customer_services item_type, target
 *   vip:<level>           vip_levels experience, bet_limit, show_type, level_up_reward, daily_bonus,
 *                         sign_in_award
 */
export type SeedValues = Map<string, unknown[]>

export function seededTypesAndBrands() {
  return {
    types: seedGameTypes.map(({ art, ...t }) => ({
      ...t,
      textKey: textKey.gameType(t.id),
      icon: artPath('types', t.id, art),
    })),
    brands: seedGameBrands.map(({ art, ...b }) => ({ ...b, img: artPath('brands', b.id, art) })),
  }
}

/** Every value the current seed writes, by address. */
export function currentSeedValues(): SeedValues {
  const { types, brands } = seededTypesAndBrands()
  return new Map<string, unknown[]>([
    ...contentRows().map((r): [string, unknown[]] => [`text:${r.key}:${r.locale}`, [r.title, r.body]]),
    ...types.map((t): [string, unknown[]] => [`type:${t.id}`, [t.name, t.motif, t.icon]]),
    ...types.map((t): [string, unknown[]] => [`typeStatus:${t.id}`, [t.status]]),
    ...brands.map((b): [string, unknown[]] => [`brand:${b.id}`, [b.name, b.img]]),
    ...seedGames.map((g): [string, unknown[]] => [`game:${g.id}`, [g.name, g.img]]),
    ...seedCustomerServices.map((c): [string, unknown[]] => [`service:${c.id}`, [c.itemType, c.target]]),
    ...seedVipLevels.map((v): [string, unknown[]] => [`vip:${v.level}`, vipValue(v)]),
  ])
}

/** A vip_levels row's seeded fields, in the order of its address (the upgrade reads rows the same way). */
export const vipValue = (v: {
  experience: number
  betLimit: number
  showType: number
  levelUpReward: number
  dailyBonus: number
  signInAward: number
}): unknown[] => [v.experience, v.betLimit, v.showType, v.levelUpReward, v.dailyBonus, v.signInAward]

/** A short fingerprint of one value (seed-history.ts keeps these, not the texts). */
export const valueHash = (value: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

/** The content_texts rows the seed writes (FAQ, notices, pages, customer-service labels, type names). */
export function contentRows() {
  const updatedAt = new Date(CONTENT_UPDATED_AT)
  return Object.entries(seedContent).flatMap(([locale, c]) => [
    ...Object.entries(c.faq).map(([id, f]) => ({
      key: textKey.faq(Number(id)),
      locale,
      title: f.question,
      body: f.answer,
      updatedAt,
    })),
    ...Object.entries(c.notices).map(([id, n]) => ({
      key: textKey.notice(Number(id)),
      locale,
      title: n.title,
      body: n.content,
      updatedAt,
    })),
    ...Object.entries(c.pages).map(([key, p]) => ({
      key: textKey.page(key),
      locale,
      title: p.title,
      body: p.body,
      updatedAt,
    })),
    ...Object.entries(c.customerService).map(([id, label]) => ({
      key: textKey.customerService(Number(id)),
      locale,
      title: label,
      body: '',
      updatedAt,
    })),
    ...Object.entries(c.gameTypes).map(([id, name]) => ({
      key: textKey.gameType(Number(id)),
      locale,
      title: name,
      body: '',
      updatedAt,
    })),
  ])
}
