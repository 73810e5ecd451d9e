import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import { startFailure } from './start-errors.ts'
import { parseGameStartSearch } from './start-search.ts'

describe('/game/start params', () => {
  it('accepts gameId, tryIt 0|1 (default 0) and an optional activityId, from numbers or strings', () => {
    expect(parseGameStartSearch({ gameId: 1001, tryIt: 0 })).toEqual({ gameId: 1001, tryIt: 0 })
    expect(parseGameStartSearch({ gameId: '1001', tryIt: '1' })).toEqual({ gameId: 1001, tryIt: 1 })
    expect(parseGameStartSearch({ gameId: 1001 })).toEqual({ gameId: 1001, tryIt: 0 })
    expect(parseGameStartSearch({ gameId: 2_147_483_647 })).toEqual({ gameId: 2_147_483_647, tryIt: 0 })
    expect(parseGameStartSearch({ gameId: 7, activityId: '5' })).toEqual({
      gameId: 7,
      tryIt: 0,
      activityId: 5,
    })
  })

  it('refuses what is not a game id or a tryIt flag', () => {
    for (const raw of [
      {},
      { gameId: 0 },
      { gameId: 'x' },
      { gameId: 1.5 },
      { gameId: 1, tryIt: 2 },
      { gameId: 1, activityId: -1 },
      { gameId: 2_147_483_648 },
      { gameId: null },
      { gameId: 1, tryIt: 'yes' },
      { gameId: 1, activityId: '2.5' },
    ])
      expect(parseGameStartSearch(raw), JSON.stringify(raw)).toBeNull()
  })
})

describe('start failures', () => {
  const err = (status: number, msg = 'x') => new ApiError({ call: 'startGame', code: status, msg, status })
  it('tells not found, no demo, offline and server errors apart', () => {
    expect(startFailure(err(404, 'notFound'))).toBe('notFound')
    expect(startFailure(err(400, 'validation'))).toBe('notFound')
    expect(startFailure(err(403, 'forbidden'))).toBe('noDemo')
    expect(startFailure(err(0, 'network'))).toBe('offline')
    expect(startFailure(err(0, 'timeout'))).toBe('offline')
    expect(startFailure(err(500, 'internal'))).toBe('server')
    expect(startFailure(new Error('boom'))).toBe('server')
  })
})
