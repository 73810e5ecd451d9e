import { describe, expect, it } from 'vitest'
import type { Game, GameBrand, GameType } from '../../../contract/calls/config.ts'
import { testGame } from '../../api/game.test-util.ts'
import { resourceUrl } from '../../api/resource-url.ts'
import {
  canShowMore,
  gameClickHref,
  gamesOfType,
  lobbyAdUrl,
  lobbySections,
  marqueeNotices,
  sliceGames,
  visibleGameTypes,
} from './select.ts'

const type = (id: number, sort: number, status = 1): GameType => ({
  id,
  name: `T${id}`,
  icon: '',
  sort,
  status,
})
const brand = (id: number, status = 1): GameBrand => ({ id, name: `B${id}`, img: '', sort: id, status })
const game = (id: number, gameType: number, sort = id, extra: Partial<Game> = {}): Game =>
  testGame(id, { name: `G${id}`, gameType, sort, ...extra })

describe('visibleGameTypes', () => {
  it('keeps only status 1 and orders by sort ascending', () => {
    const types = [type(1, 30), type(2, 10), type(3, 20, 0), type(4, 5, 2)]
    expect(visibleGameTypes(types).map((t) => t.id)).toEqual([2, 1])
  })

  it('treats a missing list (catalogue not loaded) as empty', () => {
    expect(visibleGameTypes(undefined)).toEqual([])
  })
})

describe('per-type games', () => {
  const games = [game(1, 1, 30), game(2, 1, 10), game(3, 2), game(4, 1, 20, { status: 0 })]

  it('picks live games of the type in sort order', () => {
    expect(gamesOfType(games, 1).map((g) => g.id)).toEqual([2, 1])
  })

  it('slices mainPageNum on the home and up to allNum when expanded', () => {
    const many = Array.from({ length: 30 }, (_, i) => i)
    const show = { mainPageNum: 9, allNum: 18 }
    expect(sliceGames(many, false, show)).toHaveLength(9)
    expect(sliceGames(many, true, show)).toHaveLength(18)
    expect(sliceGames(many.slice(0, 5), false, show)).toHaveLength(5)
  })

  it('offers More only when there is more to reveal', () => {
    expect(canShowMore(10, { mainPageNum: 9, allNum: 18 })).toBe(true)
    expect(canShowMore(9, { mainPageNum: 9, allNum: 18 })).toBe(false)
    expect(canShowMore(30, { mainPageNum: 9, allNum: 9 })).toBe(false)
  })
})

describe('lobbySections', () => {
  it('orders sections by type, drops empty types and games of hidden brands', () => {
    const sections = lobbySections({
      appGameTypeList: [type(1, 20), type(2, 10), type(3, 30), type(4, 1, 0)],
      appGameBrandList: [brand(1), brand(2, 0)],
      appGameList: [game(1, 1), game(2, 2), game(3, 3, 1, { brandId: 2 }), game(4, 4)],
    })
    expect(sections.map((s) => [s.type.id, s.games.map((g) => g.id)])).toEqual([
      [2, [2]],
      [1, [1]],
    ])
  })
})

describe('notices, resources and links', () => {
  it('shows showType 1 notices in the marquee, by sort', () => {
    const n = (id: number, sort: number, showType: number) => ({
      id,
      title: '',
      content: `${id}`,
      sort,
      showType,
    })
    expect(marqueeNotices([n(1, 20, 1), n(2, 10, 1), n(3, 0, 2)]).map((x) => x.id)).toEqual([2, 1])
  })

  it('joins paths to gameResourceUrl and leaves absolute URLs alone', () => {
    expect(resourceUrl('/media/', 'games/1.svg')).toBe('/media/games/1.svg')
    expect(resourceUrl('/media', '/games/1.svg')).toBe('/media/games/1.svg')
    expect(resourceUrl('https://cdn.example/x/', 'a.png')).toBe('https://cdn.example/x/a.png')
    expect(resourceUrl('/media/', 'https://other.example/a.png')).toBe('https://other.example/a.png')
    expect(resourceUrl('/media/', '')).toBe('')
  })

  it("finds the 'lobby_ad' image", () => {
    const settings = { gameResourceUrl: '/media/' } as Parameters<typeof lobbyAdUrl>[0]['settings']
    expect(
      lobbyAdUrl({ settings, appGenericImgList: [{ uniqueKey: 'lobby_ad', img: 'banners/lobby.svg' }] }),
    ).toBe('/media/banners/lobby.svg')
    expect(lobbyAdUrl({ settings, appGenericImgList: [] })).toBeNull()
  })

  it('sends visitors to login with the game as redirect, players to the game', () => {
    expect(gameClickHref(7, true)).toBe('/game/start?gameId=7&tryIt=0')
    expect(gameClickHref(7, false)).toBe('/auth/login?redirect=%2Fgame%2Fstart%3FgameId%3D7%26tryIt%3D0')
  })
})
