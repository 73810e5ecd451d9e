import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCurrentLocale } from '../i18n/locale.ts'
import { ApiError } from './errors.ts'
import { fail, ok, reply, sentBody, sentHeaders, stubFetch, testUser } from './fetch-stub.test-util.ts'
import { resetFingerprintCache } from './fingerprint.ts'
import { apiCall } from './http.ts'
import { clearSession, startSession } from './session.ts'
import { StorageKey } from './storage-keys.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

beforeEach(() => {
  localStorage.clear()
  resetFingerprintCache()
  clearSession()
  setCurrentLocale('en')
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('apiCall request', () => {
  it('POSTs JSON to /app/v1/<path> with the client fields added to the body', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://friend.example/invite')
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: true })),
    )
    const fetch = stubFetch(ok({ key: 'about-us' }))
    await apiCall('getContentPage', { key: 'about-us' })

    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/anonymous/getContentPage')
    expect(fetch.mock.calls[0]?.[1].method).toBe('POST')
    expect(sentBody(fetch)).toEqual({
      key: 'about-us',
      appId: 'lucky-lobby',
      channel: 'WEB',
      clientReferrer: 'https://friend.example/invite',
      platform: 1,
      appVersion: '1.1.1',
    })
    expect(matchMedia).toHaveBeenCalledWith('(pointer: fine) and (min-width: 1024px)')
  })

  it('reports platform 0 (mobile) when the media query does not match', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false })),
    )
    const fetch = stubFetch(ok({}))
    await apiCall('appConfig', {})
    expect(sentBody(fetch).platform).toBe(0)
  })

  it('keeps the referrer of the first visit', async () => {
    const referrer = vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://first.example/')
    const fetch = stubFetch(ok({}))
    await apiCall('appConfig', {})
    referrer.mockReturnValue('https://second.example/')
    await apiCall('appConfig', {})
    expect(sentBody(fetch, 1).clientReferrer).toBe('https://first.example/')
    expect(localStorage.getItem(StorageKey.referrer)).toBe('https://first.example/')
  })

  it('sends content-type, accept-language, a stable fingerprint and a fresh idempotency key', async () => {
    setCurrentLocale('pt-BR')
    const fetch = stubFetch(ok({}))
    await apiCall('appConfig', {})
    await apiCall('appConfig', {})
    const [first, second] = [sentHeaders(fetch, 0), sentHeaders(fetch, 1)]
    expect(first['content-type']).toBe('application/json')
    expect(first['accept-language']).toBe('pt-BR')
    expect(first.fingerprint).toMatch(UUID)
    expect(second.fingerprint).toBe(first.fingerprint)
    expect(localStorage.getItem(StorageKey.fingerprint)).toBe(first.fingerprint)
    expect(first['idempotency-key']).toMatch(UUID)
    expect(second['idempotency-key']).toMatch(UUID)
    expect(second['idempotency-key']).not.toBe(first['idempotency-key'])
  })

  it('sends authorization only when there is a token', async () => {
    const fetch = stubFetch(ok({}))
    await apiCall('appConfig', {})
    expect(sentHeaders(fetch)).not.toHaveProperty('authorization')
    startSession({ token: 'tok-123', user: testUser() })
    await apiCall('appConfig', {})
    expect(sentHeaders(fetch, 1).authorization).toBe('Bearer tok-123')
  })

  it('uses a caller-supplied idempotency key', async () => {
    const fetch = stubFetch(ok({}))
    await apiCall('appConfig', {}, { idempotencyKey: 'order-0001-abcdef' })
    expect(sentHeaders(fetch)['idempotency-key']).toBe('order-0001-abcdef')
  })
})

describe('apiCall reply', () => {
  it('resolves data on code 200', async () => {
    stubFetch(ok({ appCustomerServiceQueue: [{ id: 1, itemType: 1, param1: 'a', param2: 'b' }] }))
    await expect(apiCall('getCustomerServices', {})).resolves.toEqual({
      appCustomerServiceQueue: [{ id: 1, itemType: 1, param1: 'a', param2: 'b' }],
    })
  })

  it('resolves on errcode 0 even without code 200, including bare replies', async () => {
    stubFetch(reply(200, { code: 0, errcode: 0, msg: 'ok', data: { coin: 5 } }))
    await expect(apiCall('appConfig', {})).resolves.toEqual({ coin: 5 })
    stubFetch(reply(200, { errcode: 0, coin: 9 }))
    await expect(apiCall('appConfig', {})).resolves.toEqual({ errcode: 0, coin: 9 })
  })

  it('rejects with an ApiError carrying code, msg, status and details', async () => {
    stubFetch(fail(400, 400, 'validation', { account: 'tooShort' }))
    const error = await apiCall('accountRegist', { account: 'a', password: 'p' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 400,
      msg: 'validation',
      status: 400,
      details: { account: 'tooShort' },
      call: 'accountRegist',
    })
  })

  it('takes a non-zero errcode as the error code', async () => {
    stubFetch(reply(200, { code: 0, errcode: 1003, msg: 'jackpotClosed' }))
    await expect(apiCall('appConfig', {})).rejects.toMatchObject({
      code: 1003,
      msg: 'jackpotClosed',
      status: 200,
    })
  })

  it('maps a non-JSON reply to badResponse and a failed fetch to network', async () => {
    stubFetch(() => new Response('<html>bad gateway</html>', { status: 404 }))
    await expect(apiCall('appConfig', {})).rejects.toMatchObject({
      code: 404,
      msg: 'badResponse',
      status: 404,
    })
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(apiCall('appConfig', {})).rejects.toMatchObject({ code: 0, msg: 'network', status: 0 })
  })

  it('rejects with aborted when the caller cancels', async () => {
    const controller = new AbortController()
    stubFetch(
      (_url, init) =>
        new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new Error('x')))),
    )
    const pending = apiCall('appConfig', {}, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ code: 0, msg: 'aborted' })
  })
})
