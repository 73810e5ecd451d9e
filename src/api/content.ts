import { queryOptions } from '@tanstack/react-query'
import type { CONTENT_PAGES } from '../../contract/calls/config.ts'
import type { Locale } from '../../contract/enums.ts'
import { getLocale } from '../i18n/locale.ts'
import { apiCall } from './http.ts'
import { QueryRoot } from './query-keys.ts'

/** Information pages (about us, privacy, terms) and the customer-service list; keyed by locale. */
export type ContentPageKey = (typeof CONTENT_PAGES)[number]

export const contentPageQueryOptions = (key: ContentPageKey, locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [QueryRoot.contentPage, key, locale],
    queryFn: ({ signal }) => apiCall('getContentPage', { key }, { signal }),
    staleTime: 60 * 60_000,
  })

export const customerServicesQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({
    queryKey: [QueryRoot.customerServices, locale],
    queryFn: ({ signal }) => apiCall('getCustomerServices', {}, { signal }),
    staleTime: 10 * 60_000,
  })
