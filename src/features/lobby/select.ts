import type { AppConfig, Game, GameBrand, GameType } from '../../../contract/calls/config.ts'
import { resourceUrl } from '../../api/resource-url.ts'

/**
 * Pure lobby selection rules, kept apart from React so they are tested directly.
 * Status 1 means "live"; any other status hides the row. Lower `sort` comes first.
 */
const LIVE = 1
const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id

export function visibleGameTypes(types: readonly GameType[] = []): GameType[] {
  return types.filter((t) => t.status === LIVE).sort(bySort)
}

export function visibleBrands(brands: readonly GameBrand[] = []): GameBrand[] {
  return brands.filter((b) => b.status === LIVE).sort(bySort)
}

export function gamesOfType(games: readonly Game[], typeId: number): Game[] {
  return games.filter((g) => g.gameType === typeId && g.status === LIVE).sort(bySort)
}

export interface ShowNum {
  mainPageNum: number
  allNum: number
}

/** The lobby shows mainPageNum games per type; "More" expands to at most allNum. */
export function sliceGames<T>(games: readonly T[], expanded: boolean, show: ShowNum): T[] {
  return games.slice(0, Math.max(0, expanded ? show.allNum : show.mainPageNum))
}

/** Whether a "More" button has anything to reveal. */
export function canShowMore(total: number, show: ShowNum): boolean {
  return total > show.mainPageNum && show.allNum > show.mainPageNum
}

export interface LobbySection {
  type: GameType
  games: Game[]
}

/** One section per live type that has live games, in type order; brands of hidden studios are dropped. */
export function lobbySections(
  config: Pick<AppConfig, 'appGameList' | 'appGameTypeList' | 'appGameBrandList'>,
) {
  const liveBrands = new Set(visibleBrands(config.appGameBrandList).map((b) => b.id))
  const games = (config.appGameList ?? []).filter((g) => liveBrands.has(g.brandId))
  return visibleGameTypes(config.appGameTypeList)
    .map((type): LobbySection => ({ type, games: gamesOfType(games, type.id) }))
    .filter((section) => section.games.length > 0)
}

/** True once the catalogue lists are present (a persisted config is restored without them). */
export const hasCatalogue = (config: Pick<AppConfig, 'appGameList' | 'appGameTypeList'>): boolean =>
  Array.isArray(config.appGameList) && Array.isArray(config.appGameTypeList)

/** The marquee: showType 1 notices, in sort order. */
export function marqueeNotices(notices: AppConfig['appNoticeConfigList']) {
  return notices.filter((n) => n.showType === 1).sort(bySort)
}

export const LOBBY_AD_KEY = 'lobby_ad'

export function lobbyAdUrl(config: Pick<AppConfig, 'appGenericImgList' | 'settings'>): string | null {
  const img = config.appGenericImgList.find((i) => i.uniqueKey === LOBBY_AD_KEY)?.img
  return img ? resourceUrl(config.settings.gameResourceUrl, img) : null
}

/** Spec 5: starting a game requires login; visitors go to login and come back to the game. */
export function gameStartHref(gameId: number): string {
  return `/game/start?gameId=${gameId}&tryIt=0`
}

export function gameClickHref(gameId: number, isLoggedIn: boolean): string {
  const target = gameStartHref(gameId)
  return isLoggedIn ? target : `/auth/login?redirect=${encodeURIComponent(target)}`
}
