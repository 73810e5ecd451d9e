import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError, ClientErrorMsg } from './errors.ts'
import {
  createIdempotentAttempts,
  mayHaveReachedServer,
  useIdempotentSubmit,
} from './use-idempotent-submit.ts'

const apiError = (status: number, msg = 'x') => new ApiError({ call: 'recharge', code: status, msg, status })

describe('mayHaveReachedServer: the one rule', () => {
  it.each([
    ['a timeout', apiError(0, ClientErrorMsg.timeout)],
    ['a network error', apiError(0, ClientErrorMsg.network)],
    ['an aborted request', apiError(0, ClientErrorMsg.aborted)],
    ['500', apiError(500, 'internal')],
    ['502', apiError(502)],
    ['503', apiError(503)],
    ['504', apiError(504)],
    ['408', apiError(408)],
    ['409 (another request holds the key)', apiError(409, 'idempotencyConflict')],
    ['425', apiError(425)],
    ['429', apiError(429, 'rateLimited')],
    ["a proxy's page instead of our envelope", apiError(403, ClientErrorMsg.badResponse)],
    ['a 200 that is not our envelope', apiError(200, ClientErrorMsg.badResponse)],
    ['something that is not an ApiError', new TypeError('x is undefined')],
  ])('yes after %s', (_name, error) => {
    expect(mayHaveReachedServer(error)).toBe(true)
  })

  it.each([
    ['400 validation', apiError(400, 'validation')],
    ['400 insufficient funds', apiError(400, 'insufficientFunds')],
    ['401', apiError(401, 'unauthenticated')],
    ['403', apiError(403, 'forbidden')],
    ['404', apiError(404, 'notFound')],
    ['413', apiError(413, 'payloadTooLarge')],
    ['422', apiError(422)],
  ])('no after a clear refusal: %s', (_name, error) => {
    expect(mayHaveReachedServer(error)).toBe(false)
  })
})

describe('createIdempotentAttempts', () => {
  const keys = () => {
    let n = 0
    return createIdempotentAttempts(() => `k${++n}`)
  }

  it('reuses the key for the same values after an attempt that may have reached the server', () => {
    const a = keys()
    expect(a.keyFor({ amount: 1, card: 2 })).toBe('k1')
    a.settle('k1', apiError(409, 'idempotencyConflict'))
    // Same values, keys in another order: still the same request.
    expect(a.keyFor({ card: 2, amount: 1 })).toBe('k1')
    a.settle('k1', apiError(0, ClientErrorMsg.timeout))
    expect(a.keyFor({ amount: 1, card: 2 })).toBe('k1')
  })

  it('gives a new key after a success or a clear refusal', () => {
    const a = keys()
    expect(a.keyFor({ amount: 1 })).toBe('k1')
    a.settle('k1', null)
    expect(a.keyFor({ amount: 1 })).toBe('k2')
    a.settle('k2', apiError(400, 'insufficientFunds'))
    expect(a.keyFor({ amount: 1 })).toBe('k3')
  })

  it('gives a new key for other values, and reuses one still in flight for the same values', () => {
    const a = keys()
    expect(a.keyFor({ amount: 1 })).toBe('k1')
    expect(a.keyFor({ amount: 1 })).toBe('k1') // a double tap before the reply
    a.settle('k1', apiError(503))
    expect(a.keyFor({ amount: 2 })).toBe('k2')
  })

  it('ignores the outcome of an attempt that is no longer the last one', () => {
    const a = keys()
    a.keyFor({ amount: 1 })
    a.keyFor({ amount: 2 })
    a.settle('k1', null) // late reply of the first attempt
    a.settle('k2', apiError(500))
    expect(a.keyFor({ amount: 2 })).toBe('k2')
  })
})

describe('useIdempotentSubmit', () => {
  it('settles through the callbacks it hands the mutation, then calls the form own ones', () => {
    const { result, rerender } = renderHook(() => useIdempotentSubmit())
    const seen: string[] = []
    const first = result.current.attempt({ amount: 5 }, { onError: () => seen.push('error') })
    act(() => first.onError(apiError(409, 'idempotencyConflict')))
    rerender()
    const second = result.current.attempt<string>({ amount: 5 }, { onSuccess: (r) => seen.push(r) })
    expect(second.key).toBe(first.key)
    act(() => second.onSuccess('done'))
    rerender()
    const third = result.current.attempt({ amount: 5 })
    expect(third.key).not.toBe(first.key)
    expect(third.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(seen).toEqual(['error', 'done'])
  })
})
