import type { Game } from '../../contract/calls/config.ts'

/** A catalogue game for tests: playable, demo allowed, its art at `games/<id>.svg`; override what a test is about. */
export const testGame = (id: number, over: Partial<Game> = {}): Game => ({
  id,
  name: `Game ${id}`,
  gameType: 1,
  brandId: 1,
  platformId: 1,
  img: `games/${id}.svg`,
  sort: id,
  status: 1,
  isHot: false,
  isNew: false,
  tryIt: true,
  ...over,
})
