import { describe, expect, it } from 'vitest'
import type { Game } from '../../../contract/calls/config.ts'
import { testGame } from '../../api/game.test-util.ts'
import { filterGames, fold, gameNameIndex, gameStartHref, gamesOf, playableCatalogue } from './catalogue.ts'

const game = (id: number, name: string, gameType: number, brandId: number, extra: Partial<Game> = {}) =>
  testGame(id, { name, gameType, brandId, ...extra })

const config = {
  appGameTypeList: [
    { id: 1, name: 'Slots', icon: '', sort: 20, status: 1 },
    { id: 2, name: 'Crash', icon: '', sort: 10, status: 1 },
    { id: 3, name: 'Hidden', icon: '', sort: 0, status: 0 },
  ],
  appGameBrandList: [
    { id: 1, name: 'Copperfox', img: '', sort: 1, status: 1 },
    { id: 2, name: 'Moonwell', img: '', sort: 2, status: 1 },
    { id: 3, name: 'Onboarding', img: '', sort: 3, status: 0 },
  ],
  appGameList: [
    game(11, 'Café Fortune', 1, 1),
    game(12, 'Moonlit Koi', 1, 2),
    game(21, 'Rocket Ramen', 2, 1),
    game(13, 'Off Game', 1, 1, { status: 0 }),
    game(31, 'Hidden Type Game', 3, 1),
    game(14, 'Hidden Brand Game', 1, 3),
  ],
}

describe('playable catalogue', () => {
  it('keeps shown games of shown types and brands, in type order then sort', () => {
    const c = playableCatalogue(config)
    expect(c.games.map((g) => g.id)).toEqual([21, 11, 12])
    expect(c.types.map((t) => t.id)).toEqual([2, 1])
    expect(c.brands.map((b) => b.id)).toEqual([1, 2])
    expect(c.brandNames.get(2)).toBe('Moonwell')
  })

  it('maps id lists to playable games in the given order, skipping retired ids', () => {
    const c = playableCatalogue(config)
    expect(gamesOf(c, [12, 13, 999, 21, 14]).map((g) => g.id)).toEqual([12, 21])
  })
})

describe('search filter', () => {
  const index = gameNameIndex(playableCatalogue(config).games)
  const ids = (q: string, typeId = 0, brandId = 0) =>
    filterGames(index, { q, typeId, brandId }).map((g) => g.id)

  it('matches names without regard to case or accents, every word anywhere in the name', () => {
    expect(fold('  CAFÉ  ')).toBe('cafe')
    expect(ids('cafe')).toEqual([11])
    expect(ids('CAFÉ')).toEqual([11])
    expect(ids('fortune cafe')).toEqual([11])
    expect(ids('koi moon')).toEqual([12])
    expect(ids('o')).toEqual([21, 11, 12])
    expect(ids('zzz')).toEqual([])
    expect(ids('moonlt')).toEqual([12])
    expect(ids('ramen fortune')).toEqual([])
  })

  it('filters by type and brand, alone and together with a name', () => {
    expect(ids('', 1)).toEqual([11, 12])
    expect(ids('', 0, 1)).toEqual([21, 11])
    expect(ids('', 1, 1)).toEqual([11])
    expect(ids('rocket', 1)).toEqual([])
    expect(ids('', 2, 2)).toEqual([])
  })

  it('links real play and demo play', () => {
    expect(gameStartHref(11)).toBe('/game/start?gameId=11&tryIt=0')
    expect(gameStartHref(11, 1)).toBe('/game/start?gameId=11&tryIt=1')
  })
})

describe("a type's See all (search filtered by type)", () => {
  it('lists every playable game of the type, whatever the brand, and nothing else', () => {
    const index = gameNameIndex(playableCatalogue(config).games)
    expect(filterGames(index, { q: '', typeId: 1, brandId: 0 }).map((g) => g.id)).toEqual([11, 12])
    expect(filterGames(index, { q: '', typeId: 2, brandId: 0 }).map((g) => g.id)).toEqual([21])
    // A hidden type has no games to show.
    expect(filterGames(index, { q: '', typeId: 3, brandId: 0 })).toEqual([])
  })
})
