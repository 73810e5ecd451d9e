import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawInfoQueryOptions } from '../features/jackpot/jackpot-api.ts'
import { activitiesQueryOptions } from './activities.ts'
import { on } from './events.ts'
import { hang, stubFetch } from './fetch-stub.test-util.ts'
import { apiCall } from './http.ts'
import { createQueryClient } from './query-client.ts'
import { RED_DOTS_KEY, redDotsQueryFn } from './red-dots.ts'

function setConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', {
    value: effectiveType === undefined ? undefined : { effectiveType },
    configurable: true,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setConnection(undefined)
})

/** Ms until the call times out: pending one ms before `expected`, rejected at it. */
async function expectTimeoutAt(expected: number) {
  stubFetch(hang)
  let settled: unknown = 'pending'
  const pending = apiCall('appConfig', {}).catch((error: unknown) => {
    settled = error
  })
  await vi.advanceTimersByTimeAsync(expected - 1)
  expect(settled).toBe('pending')
  await vi.advanceTimersByTimeAsync(1)
  await pending
  expect(settled).toMatchObject({ name: 'ApiError', code: 0, msg: 'timeout', status: 0 })
}

describe('timeouts', () => {
  it('times out after 10 s by default (4g or unknown)', async () => {
    setConnection('4g')
    await expectTimeoutAt(10_000)
  })

  it.each(['slow-2g', '2g'])('allows 20 s on %s', async (type) => {
    setConnection(type)
    await expectTimeoutAt(20_000)
  })

  it('allows 30 s on 3g', async () => {
    setConnection('3g')
    await expectTimeoutAt(30_000)
  })

  it('does not retry a timeout', async () => {
    const fetch = stubFetch(hang)
    const pending = apiCall('updateProfile', { nickname: 'x' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await pending).toMatchObject({ msg: 'timeout' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('timeout tip', () => {
  it("emits 'timeout' so the shell shows the Tips dialog", async () => {
    const listener = vi.fn()
    const off = on('timeout', listener)
    stubFetch(hang)
    const pending = apiCall('getUserInfo', {}).catch(() => undefined)
    await vi.advanceTimersByTimeAsync(10_000)
    await pending
    off()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith({ call: 'getUserInfo' })
  })

  it('stays silent when the call opts out with tip: false', async () => {
    const listener = vi.fn()
    const off = on('timeout', listener)
    stubFetch(hang)
    const pending = apiCall('getUserInfo', {}, { tip: false }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await pending).toMatchObject({ msg: 'timeout' })
    off()
    expect(listener).not.toHaveBeenCalled()
  })

  it('stays silent for the background data: red dots, activities, the jackpot bubble', async () => {
    const listener = vi.fn()
    const off = on('timeout', listener)
    stubFetch(hang)
    const client = createQueryClient()
    const options = [
      activitiesQueryOptions('en', 7),
      drawInfoQueryOptions(7, 'en'),
      { queryKey: RED_DOTS_KEY, queryFn: redDotsQueryFn },
    ]
    const fetches = options.map((o) =>
      client.fetchQuery(o as Parameters<typeof client.fetchQuery>[0]).catch((e) => e),
    )
    await vi.advanceTimersByTimeAsync(10_000)
    for (const result of await Promise.all(fetches)) expect(result).toMatchObject({ msg: 'timeout' })
    off()
    expect(listener).not.toHaveBeenCalled()
  })

  it('does not emit on a plain network failure', async () => {
    const listener = vi.fn()
    const off = on('timeout', listener)
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiCall('getUserInfo', {})).rejects.toMatchObject({ msg: 'network' })
    off()
    expect(listener).not.toHaveBeenCalled()
  })
})
