/**
 * /game/search's one param: `brandId`, set by the lobby's studio row. It overrides the stored filter
 * (and is stored). The route has no validateSearch (its tree is in every page's first load); the page
 * checks the raw value here.
 */
export function brandFromParam(value: unknown): number | undefined {
  const id = Number(value)
  return value !== undefined && Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined
}
