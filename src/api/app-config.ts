import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AppConfig } from '../../contract/calls/config.ts'
import type { Locale } from '../../contract/enums.ts'
import { getLocale } from '../i18n/locale.ts'
import { useLocale } from '../i18n/use-locale.ts'
import { apiCall } from './http.ts'
import { QueryRoot } from './query-keys.ts'

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
    // failure is shown by the page cover instead.
    queryFn: ({ signal }) => apiCall('appConfig', {}, { signal, tip: false }),
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  })

export function useAppConfig() {
  return useQuery(appConfigQueryOptions(useLocale()))
}

export const selectLengths = (config: AppConfig) => config.lengths
export const selectSettings = (config: AppConfig) => config.settings
export const selectFaqList = (config: AppConfig) => [...config.appFaqList].sort((a, b) => a.sort - b.sort)
export const selectNotices = (config: AppConfig) =>
  [...config.appNoticeConfigList].sort((a, b) => a.sort - b.sort)
/** Generic images by uniqueKey (lobby ads, banners). */
export const selectGenericImages = (config: AppConfig): Record<string, string> =>
  Object.fromEntries(config.appGenericImgList.map((i) => [i.uniqueKey, i.img]))
