import { dehydrate, QueryClient } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PERSIST_BUSTER,
  PERSIST_MAX_AGE_MS,
  persistOptions,
  restoreQueryCache,
  STRIPPED_DATA_UPDATED_AT,
  shouldPersistQuery,
  stripCatalogue,
} from './persist.ts'
import { createQueryClient } from './query-client.ts'
import { StorageKey } from './storage-keys.ts'

const config = {
  lengths: { account: { min: 4, max: 16 } },
  appFaqList: [{ id: 1, question: 'q', answer: 'a', sort: 1 }],
  appGameList: [{ id: 1, name: 'Lucky 7' }],
  appGameTypeList: [{ id: 1 }],
  appGameBrandList: [{ id: 1 }],
  appGamePlatformList: [{ id: 1 }],
}

/**
 * npm resolved separate @tanstack/query-core copies for react-query and the persist client, so their
 * QueryClient types differ nominally (#private) though they interoperate at runtime.
 */
type PersistClient = Parameters<typeof persistQueryClientSave>[0]['queryClient']
const forPersist = (client: QueryClient) => client as unknown as PersistClient

function seeded(): QueryClient {
  const client = new QueryClient()
  client.setQueryData(['appConfig', 'en'], config)
  client.setQueryData(['faq', 'en'], [{ id: 1 }])
  client.setQueryData(['contentPage', 'aboutUs', 'en'], { title: 'About', body: 'x' })
  client.setQueryData(['customerServices', 'en'], { appCustomerServiceQueue: [] })
  client.setQueryData(['user', 'info'], { id: 7 })
  client.setQueryData(['vip', 'info'], { level: 2 })
  client.setQueryData(['dots'], { hasMail: true })
  client.setQueryData(['appGameList'], [{ id: 1 }])
  client.setQueryData(['games', 'catalogue'], [{ id: 1 }])
  client.setQueryData(['wallet', 'records'], [{ id: 1 }])
  client.setQueryData(['mail', 'list'], [])
  return client
}

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('persist allow-list', () => {
  it('dehydrates only config, information pages, service channels, faq, user, vip and dots', () => {
    const state = dehydrate(seeded(), { shouldDehydrateQuery: shouldPersistQuery })
    expect(state.queries.map((q) => q.queryKey[0]).sort()).toEqual([
      'appConfig',
      'contentPage',
      'customerServices',
      'dots',
      'faq',
      'user',
      'vip',
    ])
  })

  it('never writes the game catalogue to localStorage', async () => {
    // The same save path PersistQueryClientProvider runs: dehydrate with our options, then serialize.
    await persistQueryClientSave({ queryClient: forPersist(seeded()), ...persistOptions })
    await vi.advanceTimersByTimeAsync(1_000)
    const raw = localStorage.getItem(StorageKey.queryCache)
    expect(raw).toBeTruthy()
    expect(raw).not.toContain('appGameList')
    expect(raw).not.toContain('appGameTypeList')
    expect(raw).not.toContain('Lucky 7')
    const stored = JSON.parse(raw ?? '{}') as ReturnType<typeof JSON.parse>
    const cfg = stored.clientState.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'appConfig')
    expect(cfg.state.data).toEqual({ lengths: config.lengths, appFaqList: config.appFaqList })
    // Marked stale so the restored lobby refetches the full config at once.
    expect(cfg.state.dataUpdatedAt).toBe(STRIPPED_DATA_UPDATED_AT)
  })

  it('keeps the last good data of a refresh that failed, saved as data, not as an error', async () => {
    const client = seeded()
    await client
      .fetchQuery({
        queryKey: ['vip', 'info'],
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
        retry: false,
      })
      .catch(() => undefined)
    expect(client.getQueryState(['vip', 'info'])?.status).toBe('error')
    await persistQueryClientSave({ queryClient: forPersist(client), ...persistOptions })
    await vi.advanceTimersByTimeAsync(1_000)
    const stored = JSON.parse(localStorage.getItem(StorageKey.queryCache) ?? '{}')
    const vip = stored.clientState.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'vip')
    expect(vip.state).toMatchObject({ data: { level: 2 }, status: 'success', error: null })

    const restored = new QueryClient()
    await restoreQueryCache(restored)
    expect(restored.getQueryData(['vip', 'info'])).toEqual({ level: 2 })
    expect(restored.getQueryState(['vip', 'info'])?.status).toBe('success')
  })

  it('leaves other queries untouched when stripping', () => {
    const state = dehydrate(seeded(), { shouldDehydrateQuery: shouldPersistQuery })
    const out = stripCatalogue({ timestamp: 1, buster: 'b', clientState: state })
    const vip = out.clientState.queries.find((q) => q.queryKey[0] === 'vip')
    expect(vip?.state.data).toEqual({ level: 2 })
    expect(vip?.state.dataUpdatedAt).toBeGreaterThan(0)
  })
})

describe('persist options', () => {
  it('uses a 7-day maxAge, an app-version buster and a gcTime that outlives maxAge', () => {
    expect(PERSIST_MAX_AGE_MS).toBe(604_800_000)
    expect(persistOptions.maxAge).toBe(PERSIST_MAX_AGE_MS)
    expect(persistOptions.buster).toBe('1.1.1+dev')
    const gcTime = createQueryClient().getDefaultOptions().queries?.gcTime ?? 0
    expect(gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS)
  })

  it('discards a snapshot from another build', async () => {
    localStorage.setItem(
      StorageKey.queryCache,
      JSON.stringify({ timestamp: Date.now(), buster: '1.1.0+old', clientState: dehydrate(seeded()) }),
    )
    const client = new QueryClient()
    await persistQueryClientRestore({ queryClient: forPersist(client), ...persistOptions })
    expect(client.getQueryData(['vip', 'info'])).toBeUndefined()
  })

  it('restores the stripped config over the empty query a mounted lobby created while restoring', async () => {
    await persistQueryClientSave({ queryClient: forPersist(seeded()), ...persistOptions })
    await vi.advanceTimersByTimeAsync(1_000)
    const client = new QueryClient()
    // What useQuery does on mount while PersistQueryClientProvider is still restoring: an empty query.
    client.getQueryCache().build(client, { queryKey: ['appConfig', 'en'] })
    await persistQueryClientRestore({ queryClient: forPersist(client), ...persistOptions })
    expect(client.getQueryData(['appConfig', 'en'])).toEqual({
      lengths: config.lengths,
      appFaqList: config.appFaqList,
    })
    expect(client.getQueryState(['appConfig', 'en'])?.dataUpdatedAt).toBe(STRIPPED_DATA_UPDATED_AT)
  })

  it('restores a snapshot from this build', async () => {
    localStorage.setItem(
      StorageKey.queryCache,
      JSON.stringify({ timestamp: Date.now(), buster: PERSIST_BUSTER, clientState: dehydrate(seeded()) }),
    )
    const client = new QueryClient()
    await persistQueryClientRestore({ queryClient: forPersist(client), ...persistOptions })
    expect(client.getQueryData(['vip', 'info'])).toEqual({ level: 2 })
  })
})

describe('restoreQueryCache (main.tsx awaits it before the first render)', () => {
  it("restores this build's snapshot, then saves every change", async () => {
    localStorage.setItem(
      StorageKey.queryCache,
      JSON.stringify({ timestamp: Date.now(), buster: PERSIST_BUSTER, clientState: dehydrate(seeded()) }),
    )
    const client = new QueryClient()
    await restoreQueryCache(client)
    expect(client.getQueryData(['vip', 'info'])).toEqual({ level: 2 })

    client.setQueryData(['vip', 'info'], { level: 3 })
    await vi.advanceTimersByTimeAsync(1_000)
    const stored = JSON.parse(localStorage.getItem(StorageKey.queryCache) ?? '{}')
    const vip = stored.clientState.queries.find((q: { queryKey: unknown[] }) => q.queryKey[0] === 'vip')
    expect(vip.state.data).toEqual({ level: 3 })
  })

  it('drops a snapshot it cannot read and starts empty, still saving', async () => {
    localStorage.setItem(StorageKey.queryCache, '{not json')
    const client = new QueryClient()
    await restoreQueryCache(client)
    expect(client.getQueryCache().getAll()).toHaveLength(0)
    expect(localStorage.getItem(StorageKey.queryCache)).toBeNull()

    client.setQueryData(['dots'], { hasMail: false })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(localStorage.getItem(StorageKey.queryCache)).toContain('hasMail')
  })
})
