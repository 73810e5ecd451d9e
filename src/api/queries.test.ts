import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCurrentLocale } from '../i18n/locale.ts'
import { appConfigQueryOptions, selectGenericImages } from './app-config.ts'
import { contentPageQueryOptions, customerServicesQueryOptions } from './content.ts'
import { ApiError } from './errors.ts'
import { ok, sentBody, stubFetch } from './fetch-stub.test-util.ts'
import { clearUserQueries, createQueryClient } from './query-client.ts'

beforeEach(() => setCurrentLocale('en'))
afterEach(() => vi.unstubAllGlobals())

describe('query options', () => {
  it('keys config, content pages and customer services by locale', () => {
    expect(appConfigQueryOptions().queryKey).toEqual(['appConfig', 'en'])
    setCurrentLocale('es')
    expect(appConfigQueryOptions().queryKey).toEqual(['appConfig', 'es'])
    expect(contentPageQueryOptions('about-us').queryKey).toEqual(['contentPage', 'about-us', 'es'])
    expect(customerServicesQueryOptions('pt-BR').queryKey).toEqual(['customerServices', 'pt-BR'])
  })

  it('fetches config offline-first through apiCall', async () => {
    const fetch = stubFetch(ok({ lengths: {} }))
    const client = createQueryClient()
    const options = appConfigQueryOptions()
    expect(options.networkMode).toBe('offlineFirst')
    await expect(client.fetchQuery(options)).resolves.toEqual({ lengths: {} })
    expect(fetch.mock.calls[0]?.[0]).toBe('/app/v1/anonymous/appConfig')
    await client.fetchQuery(contentPageQueryOptions('terms-of-use'))
    expect(sentBody(fetch, 1).key).toBe('terms-of-use')
  })

  it('maps generic images by uniqueKey', () => {
    const images = selectGenericImages({
      appGenericImgList: [{ uniqueKey: 'lobbyAd', img: '/a.png' }],
    } as never)
    expect(images).toEqual({ lobbyAd: '/a.png' })
  })
})

describe('query client defaults', () => {
  it('never retries mutations (apiCall owns retries) and retries queries only when the network failed, never after a timeout', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.mutations?.retry).toBe(false)
    const retry = defaults.queries?.retry as (n: number, e: unknown) => boolean
    const error = (msg: string, code = 0) => new ApiError({ call: 'appConfig', code, msg, status: 0 })
    expect(retry(0, error('network'))).toBe(true)
    expect(retry(0, error('timeout'))).toBe(false)
    expect(retry(1, error('network'))).toBe(false)
    expect(retry(0, error('internal', 500))).toBe(false)
    expect(retry(0, error('aborted'))).toBe(false)
  })

  it('keeps public queries and drops per-user ones on logout', () => {
    const client = createQueryClient()
    client.setQueryData(['appConfig', 'en'], 1)
    client.setQueryData(['contentPage', 'about-us', 'en'], 2)
    client.setQueryData(['vip', 'info'], 3)
    client.setQueryData(['dots'], 4)
    client.setQueryData(['user', 'info'], 5)
    clearUserQueries(client)
    const left = client
      .getQueryCache()
      .getAll()
      .map((q) => q.queryKey[0])
    expect(left.sort()).toEqual(['appConfig', 'contentPage'])
  })
})
