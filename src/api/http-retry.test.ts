import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, ok, reply, sentHeaders, stubFetch } from './fetch-stub.test-util.ts'
import { apiCall } from './http.ts'
import { clearSession } from './session.ts'

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  clearSession()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Starts the call and lets timers run, so backoff sleeps elapse; returns the settled outcome. */
async function settle<T>(promise: Promise<T>, ms = 1_000) {
  const outcome = promise.then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  )
  await vi.advanceTimersByTimeAsync(ms)
  return outcome
}

describe('retry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries once on %i with the same idempotency key',
    async (status) => {
      const fetch = stubFetch(fail(status), ok({ done: true }))
      const { value } = await settle(apiCall('updateProfile', { nickname: 'Neo' }))
      expect(value).toEqual({ done: true })
      expect(fetch).toHaveBeenCalledTimes(2)
      const key = sentHeaders(fetch, 0)['idempotency-key']
      expect(key).toBeTruthy()
      expect(sentHeaders(fetch, 1)['idempotency-key']).toBe(key)
      expect(fetch.mock.calls[1]?.[1].body).toBe(fetch.mock.calls[0]?.[1].body)
    },
  )

  it('retries only once, then rejects with the second error', async () => {
    const fetch = stubFetch(fail(503), fail(502, 502, 'internal'))
    const { error } = await settle(apiCall('updateProfile', { nickname: 'Neo' }))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(error).toMatchObject({ name: 'ApiError', status: 502, code: 502 })
  })

  it.each([400, 401, 403, 404])('does not retry %i', async (status) => {
    const fetch = stubFetch(fail(status), ok({}))
    const { error } = await settle(apiCall('appConfig', {}))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({ status, code: status })
  })

  it('hands a wait longer than the cap to the caller as retryAfterSeconds, without retrying', async () => {
    const fetch = stubFetch(
      reply(429, { code: 429, msg: 'rateLimited', data: null }, { 'retry-after': '42' }),
      ok({}),
    )
    const { error } = await settle(apiCall('smsSend', { phone: '15551234567', authMode: 0 }))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({ status: 429, msg: 'rateLimited', retryAfterSeconds: 42 })
  })

  it('never retries a call registered as once', async () => {
    const fetch = stubFetch(fail(503), ok(null))
    const { error } = await settle(apiCall('logout', {}))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({ status: 503 })
  })

  it('waits 300-500 ms before retrying when there is no Retry-After', async () => {
    const fetch = stubFetch(fail(500), ok({}))
    const pending = apiCall('appConfig', {})
    await vi.advanceTimersByTimeAsync(299)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(201)
    expect(fetch).toHaveBeenCalledTimes(2)
    await expect(pending).resolves.toEqual({})
  })

  it('honours a short Retry-After', async () => {
    const fetch = stubFetch(reply(429, { code: 429, msg: 'rateLimited' }, { 'retry-after': '2' }), ok({}))
    const pending = apiCall('appConfig', {})
    await vi.advanceTimersByTimeAsync(1_999)
    expect(fetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetch).toHaveBeenCalledTimes(2)
    await expect(pending).resolves.toEqual({})
  })

  it('fails fast instead of retrying when Retry-After is beyond the cap', async () => {
    const fetch = stubFetch(reply(429, { code: 429, msg: 'rateLimited' }, { 'retry-after': '60' }), ok({}))
    const { error } = await settle(apiCall('appConfig', {}), 5_000)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(error).toMatchObject({ code: 429, msg: 'rateLimited', status: 429 })
  })
})
