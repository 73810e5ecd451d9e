import { type QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useContext, useSyncExternalStore } from 'react'
import type { AppConfig } from '../../contract/calls/config.ts'
import type { Locale } from '../../contract/enums.ts'
import { getLocale } from '../i18n/locale.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { takeBootConfig } from './boot-config.ts'
import { apiCall } from './http.ts'
import { STRIPPED_DATA_UPDATED_AT } from './persist.ts'
import { QueryRoot } from './query-keys.ts'
import { getToken } from './session.ts'

/** index.html's appConfig request, adopted at start (adoptBootConfig) until the query takes it. */
let boot: { locale: Locale; config: Promise<AppConfig | null> } | null = null

/**
 * The server-supplied app config (spec 3). Keyed by locale because FAQ and notice texts are translated
 * server-side: a locale switch changes the key and so refetches. Rendered from the persisted cache first
 * (offlineFirst), then refreshed.
 */
export const appConfigQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [QueryRoot.appConfig, locale],
    // `v` is added by the service worker, which owns the catalogue and its gameListVersion (DESIGN 6).
    // No timeout dialog: this is mostly a background refresh of a cached config, and the first load's
    // failure is shown by the page cover instead. A fetch while index.html's request (adoptBootConfig)
    // is still on its way for this locale waits for it rather than sending another; a failed, refused
    // or timed-out one (it has apiCall's timeout) falls back to a request of our own.
    queryFn: async ({ signal }) => {
      const pending = boot?.locale === locale ? boot.config : null
      boot = null
      return (await pending) ?? apiCall('appConfig', {}, { signal, tip: false })
    },
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  })

/**
 * Takes over the appConfig request index.html's inline script sent while the app chunk downloaded
 * (src/api/boot-config.ts), once, before the first render. Its reply goes into the cache as soon as it
 * arrives, unless a fetch already brought something newer than a restored snapshot: the lobby then
 * renders its games at once, without waiting for the persisted cache's restore and a refetch.
 */
export function adoptBootConfig(client: QueryClient): Promise<void> {
  const locale = getLocale()
  const config = takeBootConfig(locale, getToken())
  boot = config && { locale, config }
  const { queryKey } = appConfigQueryOptions(locale)
  // Resolves once the reply is in the cache (or was not needed): main.tsx may wait a little for it.
  return (
    config?.then((data) => {
      // Landed: from now on a fetch (a refetch, the SW's first control) must ask again.
      boot = null
      if (data && (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) <= STRIPPED_DATA_UPDATED_AT) {
        client.setQueryData(queryKey, data)
      }
    }) ?? Promise.resolve()
  )
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions(useLocale()))
}

/**
 * The operator's currency (ISO 4217, `settings.currency`), or undefined until a config is in the cache.
 * Money figures read it: it only watches the cache (the app loads the config at start) and takes any
 * locale's config, since the currency does not depend on the locale. Safe outside a QueryClientProvider.
 */
export function useCurrency(): string | undefined {
  const client = useContext(QueryClientContext)
  const locale = useLocale()
  const subscribe = useCallback(
    (onChange: () => void) => client?.getQueryCache().subscribe(onChange) ?? (() => undefined),
    [client],
  )
  return useSyncExternalStore(subscribe, () => (client ? cachedCurrency(client, locale) : undefined))
}

/** A config persisted by an older app version may lack the field: the caller then falls back. */
type StoredConfig = { settings?: Partial<AppConfig['settings']> } | undefined

function cachedCurrency(client: QueryClient, locale: Locale): string | undefined {
  const own = client.getQueryData<StoredConfig>(appConfigQueryOptions(locale).queryKey)
  if (own?.settings?.currency) return own.settings.currency
  for (const [, config] of client.getQueriesData<StoredConfig>({ queryKey: [QueryRoot.appConfig] })) {
    if (config?.settings?.currency) return config.settings.currency
  }
  return undefined
}

export const selectLengths = (config: AppConfig) => config.lengths
export const selectSettings = (config: AppConfig) => config.settings
export const selectFaqList = (config: AppConfig) => [...config.appFaqList].sort((a, b) => a.sort - b.sort)
export const selectNotices = (config: AppConfig) =>
  [...config.appNoticeConfigList].sort((a, b) => a.sort - b.sort)
/** Generic images by uniqueKey (lobby ads, banners). */
export const selectGenericImages = (config: AppConfig): Record<string, string> =>
  Object.fromEntries(config.appGenericImgList.map((i) => [i.uniqueKey, i.img]))
