import { onlineManager, QueryObserver } from '@tanstack/react-query'
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
  it('never retries (apiCall owns retries): offline, a page query fails into its error state, not a pause', async () => {
    const client = createQueryClient()
    expect(client.getDefaultOptions().mutations?.retry).toBe(false)
    client.mount() // as QueryClientProvider does: it then hears the online manager
    onlineManager.setOnline(false)
    try {
      let calls = 0
      const observer = new QueryObserver(client, {
        queryKey: ['vip', 'info'],
        queryFn: () => {
          calls += 1
          return calls === 1
            ? Promise.reject(new ApiError({ call: 'getVipInfo', code: 0, msg: 'network', status: 0 }))
            : Promise.resolve({ level: 1 })
        },
      })
      const seen: string[] = []
      const stop = observer.subscribe((r) => seen.push(`${r.status}/${r.fetchStatus}`))
      await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'))
      expect(observer.getCurrentResult().fetchStatus).toBe('idle')
      expect(seen).not.toContain('pending/paused')
      // Back online, the failed query refetches by itself.
      onlineManager.setOnline(true)
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ level: 1 }))
      expect(calls).toBe(2)
      stop()
    } finally {
      onlineManager.setOnline(true)
      client.unmount()
    }
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
