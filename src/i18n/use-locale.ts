import { useSyncExternalStore } from 'react'
import type { Locale } from '../../contract/enums.ts'
import { getLocale, subscribeLocale } from './locale.ts'

/** The current locale; re-renders on changeLocale (locale-keyed queries then refetch by key). */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale)
}
