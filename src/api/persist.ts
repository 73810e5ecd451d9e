import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import type { Query, QueryClient } from '@tanstack/react-query'
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client'
import { CLIENT_VERSION } from '../../contract/enums.ts'
import { BUILD_ID } from './client-info.ts'
import { PERSISTED_QUERY_ROOTS, QueryRoot } from './query-keys.ts'
import { storage } from './storage.ts'
import { StorageKey } from './storage-keys.ts'

/**
 * The query persister, behind this one module (DESIGN 2): the sync storage persister is deprecated
 * upstream, and swapping to query-async-storage-persister is a change to `createPersister` only.
 */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** A new build drops the old snapshot: shapes may have changed with it. */
export const PERSIST_BUSTER = `${CLIENT_VERSION}+${BUILD_ID}`

/** appConfig fields owned by the service worker's IndexedDB copy (DESIGN 6), never localStorage. */
export const CATALOGUE_FIELDS = [
  'appGameList',
  'appGameTypeList',
  'appGameBrandList',
  'appGamePlatformList',
] as const

/**
 * A persisted root's query with data, whatever its status: a refresh that failed offline turns the query to
 * `error` but keeps its data, and that last good data is what the next offline start must find.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  return query.state.data !== undefined && PERSISTED_QUERY_ROOTS.has(String(query.queryKey[0]))
}

/** Saves a failed refresh as the data it kept: restored, it is stale data to show, not an error. */
export function keepLastGood(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === 'error'
      ? {
          ...q,
          state: {
            ...q.state,
            status: 'success' as const,
            error: null,
            fetchFailureCount: 0,
            fetchFailureReason: null,
          },
        }
      : q,
  )
  return { ...client, clientState: { ...client.clientState, queries } }
}

/**
 * Marks a stripped snapshot stale: 1 ms after the epoch is older than any fetch, so the restored lobby
 * refetches at once, yet newer than the empty query a mounted useQuery creates while the cache is
 * restoring (dataUpdatedAt 0). At 0 hydrate() would skip it and an offline lobby would lose its config.
 */
export const STRIPPED_DATA_UPDATED_AT = 1

/**
 * Strips the catalogue from persisted appConfig snapshots and marks them stale, so a restored lobby
 * paints from cache and immediately refetches the full config (with the catalogue) behind it.
 */
export function stripCatalogue(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) => {
    if (q.queryKey[0] !== QueryRoot.appConfig || typeof q.state.data !== 'object' || q.state.data === null) {
      return q
    }
    const data: Record<string, unknown> = { ...(q.state.data as Record<string, unknown>) }
    for (const field of CATALOGUE_FIELDS) delete data[field]
    return { ...q, state: { ...q.state, data, dataUpdatedAt: STRIPPED_DATA_UPDATED_AT } }
  })
  return { ...client, clientState: { ...client.clientState, queries } }
}

function createPersister() {
  return createSyncStoragePersister({
    storage: storage(),
    key: StorageKey.queryCache,
    throttleTime: 1000,
    serialize: (client) => JSON.stringify(stripCatalogue(keepLastGood(client))),
  })
}

export const persister = createPersister()

/** How the query cache is restored and saved (restoreQueryCache). */
export const persistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: PERSIST_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
}

/**
 * Restores the persisted queries into `client`, then saves it on every change: what
 * PersistQueryClientProvider does, but before the first render (main.tsx awaits it). The provider
 * restores after its first render, so the whole app rendered twice on every start: once while
 * restoring (queries held back), once more when done. A snapshot that cannot be restored is dropped
 * (persistQueryClientRestore removes it) and the app starts empty.
 */
export async function restoreQueryCache(client: QueryClient): Promise<void> {
  // The persist client's own @tanstack/query-core copy types QueryClient apart; one class at runtime.
  const options = { ...persistOptions, queryClient: client as PersistQueryClientOptions['queryClient'] }
  await persistQueryClientRestore(options).catch(() => undefined)
  persistQueryClientSubscribe(options)
}
