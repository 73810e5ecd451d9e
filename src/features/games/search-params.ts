import type { StoredFilter } from './search-storage.ts'

/**
 * /game/search's params: `typeId` (a lobby section's 'See all') and `brandId` (the lobby's studio row).
 * Either one, when given, replaces the stored filter (and is stored): the link shows every game of that
 * type or studio and nothing else. The route has no validateSearch (its tree is in every page's first
 * load); the page checks the raw values here.
 */
export function idFromParam(value: unknown): number | undefined {
  const id = Number(value)
  return value !== undefined && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined
}

/** The filter a link asks for, or undefined when it names no valid type or brand (the stored one applies). */
export function filterFromParams(params: { typeId?: unknown; brandId?: unknown }): StoredFilter | undefined {
  const typeId = idFromParam(params.typeId)
  const brandId = idFromParam(params.brandId)
  if (typeId === undefined && brandId === undefined) return undefined
  return { typeId: typeId ?? 0, brandId: brandId ?? 0 }
}
