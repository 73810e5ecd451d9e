import { onlineManager, QueryClient } from '@tanstack/react-query'
import { PERSIST_MAX_AGE_MS } from './persist.ts'
import { PUBLIC_QUERY_ROOTS } from './query-keys.ts'
import { onSessionCleared } from './session.ts'

/** Creates the app's QueryClient (a factory so tests get a fresh one). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Must outlive the persister's maxAge, or restored queries are garbage-collected at once.
        gcTime: PERSIST_MAX_AGE_MS,
        // Fire even when the browser says offline: the service worker may answer from its cache.
        networkMode: 'offlineFirst',
        // apiCall owns retries (spec 7's statuses, once). A failed network fails at once into the page's
        // error state (a paused retry left pages spinning offline with no way out), and a timeout has
        // already told the player to try later; either refetches when the network comes back.
        retry: false,
      },
      mutations: {
        // apiCall owns retries (once, same idempotency key); another layer would double-submit.
        retry: false,
        // Fail fast offline instead of pausing: a deposit tapped offline must not fire minutes later.
        networkMode: 'always',
      },
    },
  })
}

export const queryClient = createQueryClient()

// The online manager starts online and learns only from later online/offline events: an app opened
// offline would take the network's return for no change and refetch nothing.
if (globalThis.navigator) onlineManager.setOnline(globalThis.navigator.onLine)

/** Drops every per-user query when the session ends, so the next visitor never sees them. */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) })
}

onSessionCleared(() => clearUserQueries(queryClient))
