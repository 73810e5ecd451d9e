import type { AppConfig, Game, GameBrand, GameType } from '../../../contract/calls/config.ts'
import { buildNameIndex, matchNames, type NameIndex, normalise } from './name-match.ts'

/**
 * The cached catalogue as players may see it (the lobby's rules: status 1 only, `sort` ascending, a game
 * only when its type and brand are shown too). Pure, so search and the player's rows are tested directly.
 */
const LIVE = 1
const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id

export interface Catalogue {
  games: Game[]
  types: GameType[]
  brands: GameBrand[]
  byId: ReadonlyMap<number, Game>
  brandNames: ReadonlyMap<number, string>
  typeNames: ReadonlyMap<number, string>
}

type CatalogueLists = Pick<AppConfig, 'appGameList' | 'appGameTypeList' | 'appGameBrandList'>

export function playableCatalogue(config: CatalogueLists): Catalogue {
  const types = (config.appGameTypeList ?? []).filter((t) => t.status === LIVE).sort(bySort)
  const brands = (config.appGameBrandList ?? []).filter((b) => b.status === LIVE).sort(bySort)
  const typeOrder = new Map(types.map((t, i) => [t.id, i]))
  const brandIds = new Set(brands.map((b) => b.id))
  const games = (config.appGameList ?? [])
    .filter((g) => g.status === LIVE && typeOrder.has(g.gameType) && brandIds.has(g.brandId))
    .sort((a, b) => (typeOrder.get(a.gameType) ?? 0) - (typeOrder.get(b.gameType) ?? 0) || bySort(a, b))
  return {
    games,
    types,
    brands,
    byId: new Map(games.map((g) => [g.id, g])),
    brandNames: new Map(brands.map((b) => [b.id, b.name])),
    typeNames: new Map(types.map((t) => [t.id, t.name])),
  }
}

/** The games of `ids` that are still playable, in the order of `ids` (favourites, recent games). */
export function gamesOf(catalogue: Pick<Catalogue, 'byId'>, ids: readonly number[]): Game[] {
  return ids.flatMap((id) => catalogue.byId.get(id) ?? [])
}

/** Case- and accent-insensitive form of a name or query: "Café" and "cafe" match. */
export const fold = normalise

export interface GameFilter {
  /** Free text matched against the game's name (every word, typos forgiven: see name-match.ts). */
  q: string
  /** 0 = any type. */
  typeId: number
  /** 0 = any brand. */
  brandId: number
}

export const EMPTY_FILTER: GameFilter = { q: '', typeId: 0, brandId: 0 }

/** The games' folded names, made once per catalogue (the search page memoises it on `games`). */
export const gameNameIndex = (games: readonly Game[]): NameIndex<Game> => buildNameIndex(games, (g) => g.name)

/** The search page's results: name (best matches first, then catalogue order), type and brand. */
export function filterGames(index: NameIndex<Game>, filter: GameFilter): Game[] {
  return matchNames(index, filter.q).filter(
    (g) =>
      (filter.typeId === 0 || g.gameType === filter.typeId) &&
      (filter.brandId === 0 || g.brandId === filter.brandId),
  )
}

/** Spec 2 /game/start: real play (tryIt=0) or demo play (tryIt=1, only where the catalogue offers it). */
export function gameStartHref(gameId: number, tryIt: 0 | 1 = 0): string {
  return `/game/start?gameId=${gameId}&tryIt=${tryIt}`
}
