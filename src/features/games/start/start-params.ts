/**
 * /game/start's params as they arrive. The route has no validateSearch (the route tree is in every
 * page's first load); the page checks them (start-search.ts).
 */
export interface RawGameStartSearch {
  gameId?: unknown
  tryIt?: unknown
  activityId?: unknown
}
