import { createHash } from 'node:crypto'
import type { z } from 'zod'
import type {
  gameBrandSchema,
  gamePlatformSchema,
  gameSchema,
  gameTypeSchema,
} from '../../../contract/calls/config.ts'
import type { Locale } from '../../../contract/enums.ts'
import { engineFor } from '../../provider/games.catalog.ts'
import type { ConfigRows } from './config.repo.ts'
import type { LocalizedContent } from './content.service.ts'
import type { GameArt } from './thumbnail.ts'

export interface Catalogue {
  appGameList: z.input<typeof gameSchema>[]
  appGameTypeList: z.input<typeof gameTypeSchema>[]
  appGameBrandList: z.input<typeof gameBrandSchema>[]
  appGamePlatformList: z.input<typeof gamePlatformSchema>[]
}

/** What the media routes draw from: every row, shown or not, so cached clients never see broken images. */
export interface CatalogueArt {
  games: Map<number, GameArt>
  types: Map<number, { id: number; name: string; motif: string }>
  brands: Map<number, { id: number; name: string }>
}

const SHOWN = 1

/**
 * The served catalogue in one locale: only shown rows, and only games whose type, brand and platform are
 * shown too. Game type names are content_texts titles in `locale` (English, then the operator's label, when
 * a translation is missing); game, brand and platform names are proper names, the same everywhere.
 *
 * The version is a hash of exactly what is served in that locale. So it changes when (and only when) a
 * client's cached copy would be wrong, it is the same on every process and after every restart, and it is
 * stable per locale but differs between locales whose lists differ (the type names): a service worker
 * that cached the lists in one language and sends that `v` after a language switch gets the lists again,
 * in the new language. Two locales share a version only when their lists are identical, which is then right.
 */
export function buildCatalogue(
  rows: ConfigRows,
  locale: Locale,
  content: LocalizedContent,
): { catalogue: Catalogue; version: string } {
  const types = rows.types.filter((t) => t.status === SHOWN)
  const brands = rows.brands.filter((b) => b.status === SHOWN)
  const platforms = rows.platforms.filter((p) => p.status === SHOWN)
  const typeIds = new Set(types.map((t) => t.id))
  const brandIds = new Set(brands.map((b) => b.id))
  const platformIds = new Set(platforms.map((p) => p.id))
  const typeSort = new Map(types.map((t) => [t.id, t.sort]))

  const catalogue: Catalogue = {
    appGameList: rows.games
      .filter(
        (g) =>
          g.status === SHOWN &&
          typeIds.has(g.gameType) &&
          brandIds.has(g.brandId) &&
          platformIds.has(g.platformId),
      )
      .sort(
        (a, b) =>
          (typeSort.get(a.gameType) ?? 0) - (typeSort.get(b.gameType) ?? 0) || a.sort - b.sort || a.id - b.id,
      )
      .map((g) => ({
        id: g.id,
        name: g.name,
        gameType: g.gameType,
        brandId: g.brandId,
        platformId: g.platformId,
        img: g.img,
        sort: g.sort,
        status: g.status,
        isHot: g.isHot,
        isNew: g.isNew,
        tryIt: g.tryIt,
      })),
    appGameTypeList: types.map((t) => ({
      id: t.id,
      name: content.text(t.textKey, locale)?.title ?? t.name,
      icon: t.icon,
      sort: t.sort,
      status: t.status,
    })),
    appGameBrandList: brands.map((b) => ({
      id: b.id,
      name: b.name,
      img: b.img,
      sort: b.sort,
      status: b.status,
    })),
    appGamePlatformList: platforms.map((p) => ({ id: p.id, name: p.name, status: p.status })),
  }
  const version = createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16)
  return { catalogue, version }
}

/**
 * Artwork is one image per row for every locale (cached a day), so it uses the operator's labels. A game
 * shows its type's motif, or the wheel / the cards when its table runs roulette / blackjack
 * (provider/games.catalog.ts).
 */
export function buildArt(rows: ConfigRows): CatalogueArt {
  const motifOf = new Map(rows.types.map((t) => [t.id, t.motif]))
  const motif = (g: { id: number; gameType: number }) => {
    const { engine } = engineFor(g.gameType, g.id)
    return engine === 'roulette' || engine === 'blackjack' ? engine : (motifOf.get(g.gameType) ?? 'slots')
  }
  return {
    games: new Map(rows.games.map((g) => [g.id, { id: g.id, name: g.name, motif: motif(g) }])),
    types: new Map(rows.types.map((t) => [t.id, { id: t.id, name: t.name, motif: t.motif }])),
    brands: new Map(rows.brands.map((b) => [b.id, { id: b.id, name: b.name }])),
  }
}
