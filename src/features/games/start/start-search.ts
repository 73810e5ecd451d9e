import type { RawGameStartSearch } from './start-params.ts'

/**
 * /game/start search params (spec 2: gameId, tryIt 0|1, optional activityId), checked by the page. Three
 * numbers read as `Number()` reads them (the router leaves `?gameId=12` as a number, a quoted one as text),
 * by hand rather than with zod: zod's core is 19 KiB (brotli) that every cold visit to the games pages
 * would load for these three checks (docs/perf-log.md, 2026-11-28). The server validates with zod as ever.
 */
export interface GameStartSearch {
  gameId: number
  tryIt: 0 | 1
  activityId?: number
}

const MAX_ID = 2_147_483_647

/** A positive 32-bit integer id, or null. */
function parseId(value: unknown): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : null
}

export function parseGameStartSearch(raw: RawGameStartSearch): GameStartSearch | null {
  const gameId = parseId(raw.gameId)
  const tryIt = raw.tryIt === undefined ? 0 : Number(raw.tryIt)
  const activityId = raw.activityId === undefined ? undefined : parseId(raw.activityId)
  if (gameId === null || (tryIt !== 0 && tryIt !== 1) || activityId === null) return null
  return activityId === undefined ? { gameId, tryIt } : { gameId, tryIt, activityId }
}
