import { QueryClient } from '@tanstack/react-query'
import { ClientErrorMsg, isApiError } from './errors.ts'
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
        // apiCall already retried transient server statuses once; only a failed network earns another
        // try here (paused while offline, resumed when back). Not a timeout: the player has been told
        // (the 'Tips' dialog) to try later, and a second wait would show it twice.
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && error.msg === ClientErrorMsg.network,
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

/** Drops every per-user query when the session ends, so the next visitor never sees them. */
export function clearUserQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => !PUBLIC_QUERY_ROOTS.has(String(query.queryKey[0])) })
}

onSessionCleared(() => clearUserQueries(queryClient))
