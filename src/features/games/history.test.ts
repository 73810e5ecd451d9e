import { beforeEach, describe, expect, it } from 'vitest'
import { testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, startSession } from '../../api/session.ts'
import { LOCAL_HISTORY_LIMIT, pushRecent, recordLocalStart } from './history.ts'

beforeEach(() => {
  localStorage.clear()
  clearSession()
})

describe('local play history', () => {
  it('puts the started game first, once, and keeps at most the limit', () => {
    expect(pushRecent([], 5)).toEqual([5])
    expect(pushRecent([3, 5, 7], 5)).toEqual([5, 3, 7])
    expect(pushRecent([3, 5, 7], 9)).toEqual([9, 3, 5, 7])
    const full = Array.from({ length: LOCAL_HISTORY_LIMIT }, (_, i) => i + 1)
    const next = pushRecent(full, 99)
    expect(next).toHaveLength(LOCAL_HISTORY_LIMIT)
    expect(next[0]).toBe(99)
    expect(next).not.toContain(LOCAL_HISTORY_LIMIT)
  })

  it("updates the signed-in player's history (and its stored copy) when a game starts", () => {
    startSession({ token: 'tok', user: testUser() })
    recordLocalStart(1001)
    recordLocalStart(2001)
    recordLocalStart(1001)
    expect(getSession().extras.gameHistory).toEqual([1001, 2001])
    expect(JSON.parse(localStorage.getItem('ll.extras') ?? '{}').gameHistory).toEqual([1001, 2001])
  })

  it('records nothing for a signed-out visitor', () => {
    recordLocalStart(1001)
    expect(getSession().extras.gameHistory).toEqual([])
  })
})
