import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/errors.ts'
import { testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, setExtras, startSession } from '../../../api/session.ts'
import { toggleGameLike, withLike } from './game-like.ts'

const refused = () =>
  Promise.reject(new ApiError({ call: 'gameLike', code: 400, msg: 'notFound', status: 400 }))

/** A send whose answer the test gives later, so the optimistic state can be read in between. */
function deferred() {
  const answer: { resolve?: (ids: number[]) => void; reject?: (e: unknown) => void } = {}
  const send = () =>
    new Promise<{ gameLikeIds: number[] }>((resolve, reject) => {
      answer.resolve = (gameLikeIds) => resolve({ gameLikeIds })
      answer.reject = reject
    })
  return { send, answer }
}

beforeEach(() => {
  localStorage.clear()
  clearSession()
  startSession({ token: 'tok', user: testUser() })
  setExtras({ gameLikeIds: [3, 2, 1] })
})

describe('gameLike, optimistic', () => {
  it('adds and removes one id, newest first', () => {
    expect(withLike([3, 2], 7, true)).toEqual([7, 3, 2])
    expect(withLike([3, 2], 3, true)).toEqual([3, 2])
    expect(withLike([3, 2], 2, false)).toEqual([3])
  })

  it('shows the like at once and then takes the server list', async () => {
    const d = deferred()
    const done = toggleGameLike(9, true, d.send)
    expect(getSession().extras.gameLikeIds).toEqual([9, 3, 2, 1])
    expect(getSession().extras.gameLikes[9]).toBe(true)
    d.answer.resolve?.([9, 3, 2, 1, 4])
    expect(await done).toBe(true)
    expect(getSession().extras.gameLikeIds).toEqual([9, 3, 2, 1, 4])
  })

  it('rolls a failed like back', async () => {
    expect(await toggleGameLike(9, true, refused)).toBe(false)
    expect(getSession().extras.gameLikeIds).toEqual([3, 2, 1])
    expect(getSession().extras.gameLikes[9]).toBeUndefined()
  })

  it('rolls a failed unlike back to the same place when the server list cannot be read either', async () => {
    const d = deferred()
    const done = toggleGameLike(2, false, d.send, () => Promise.reject(new Error('offline')))
    expect(getSession().extras.gameLikeIds).toEqual([3, 1])
    d.answer.reject?.(new ApiError({ call: 'gameLike', code: 0, msg: 'network', status: 0 }))
    expect(await done).toBe(false)
    expect(getSession().extras.gameLikeIds).toEqual([3, 2, 1])
    expect(getSession().extras.gameLikes[2]).toBe(true)
  })

  it('after a lost reply, takes the server list: stored means done, not undone', async () => {
    const timeout = () =>
      Promise.reject(new ApiError({ call: 'gameLike', code: 0, msg: 'timeout', status: 0 }))
    const stored = async () => {
      setExtras({ gameLikeIds: [9, 3, 2, 1] })
      return [9, 3, 2, 1]
    }
    expect(await toggleGameLike(9, true, timeout, stored)).toBe(true)
    expect(getSession().extras.gameLikeIds).toEqual([9, 3, 2, 1])
    // Not stored: the server list says so, and it is what the session holds.
    const notStored = async () => {
      setExtras({ gameLikeIds: [3, 2, 1] })
      return [3, 2, 1]
    }
    expect(await toggleGameLike(7, true, timeout, notStored)).toBe(false)
    expect(getSession().extras.gameLikeIds).toEqual([3, 2, 1])
  })

  it('a refusal is undone without asking the server again', async () => {
    let asked = 0
    const ask = async () => {
      asked++
      return [] as number[]
    }
    expect(await toggleGameLike(9, true, refused, ask)).toBe(false)
    expect(asked).toBe(0)
    expect(getSession().extras.gameLikeIds).toEqual([3, 2, 1])
  })

  it('undoes only its own change when another toggle happened meanwhile', async () => {
    const d = deferred()
    const first = toggleGameLike(9, true, d.send, () => Promise.reject(new Error('offline')))
    const second = toggleGameLike(8, true, async () => ({ gameLikeIds: [8, 3, 2, 1] }))
    expect(await second).toBe(true)
    d.answer.reject?.(new Error('boom'))
    expect(await first).toBe(false)
    expect(getSession().extras.gameLikeIds).toEqual([8, 3, 2, 1])
  })
})
