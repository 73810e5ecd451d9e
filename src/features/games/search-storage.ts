import { storage } from '../../api/storage.ts'

/**
 * The search page's type and brand filter (spec 2: /game/search "uses the stored type and brand
 * filter"), kept per browser. One key, with the shape's version inside it: a value of another version,
 * or one that does not parse, is dropped and the filter starts empty. The free text is not kept.
 */
export const SEARCH_FILTER_KEY = 'll.gameSearch'
export const SEARCH_FILTER_VERSION = 1

export interface StoredFilter {
  typeId: number
  brandId: number
}

const EMPTY: StoredFilter = { typeId: 0, brandId: 0 }
const validId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

export function readSearchFilter(): StoredFilter {
  try {
    const raw = storage()?.getItem(SEARCH_FILTER_KEY)
    if (!raw) return EMPTY
    const value = JSON.parse(raw) as { v?: unknown; typeId?: unknown; brandId?: unknown }
    if (value.v !== SEARCH_FILTER_VERSION || !validId(value.typeId) || !validId(value.brandId)) {
      storage()?.removeItem(SEARCH_FILTER_KEY)
      return EMPTY
    }
    return { typeId: value.typeId, brandId: value.brandId }
  } catch {
    return EMPTY
  }
}

export function writeSearchFilter(filter: StoredFilter): void {
  try {
    const value = { v: SEARCH_FILTER_VERSION, typeId: filter.typeId, brandId: filter.brandId }
    storage()?.setItem(SEARCH_FILTER_KEY, JSON.stringify(value))
  } catch {
    // Full or disabled storage: the filter is simply not remembered.
  }
}
