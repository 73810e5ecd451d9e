/**
 * First elements of query keys that this layer treats specially. Features write their keys in their
 * own queryOptions factories, but must start them with these roots to be persisted or kept on logout.
 */
export const QueryRoot = {
  appConfig: 'appConfig',
  contentPage: 'contentPage',
  customerServices: 'customerServices',
  faq: 'faq',
  user: 'user',
  vip: 'vip',
  dots: 'dots',
} as const

/** Data anyone may see: survives a logout. Every other query is per-user and is dropped. */
export const PUBLIC_QUERY_ROOTS: ReadonlySet<string> = new Set([
  QueryRoot.appConfig,
  QueryRoot.contentPage,
  QueryRoot.customerServices,
  QueryRoot.faq,
])

/**
 * Small queries worth painting from localStorage on the next visit (DESIGN 6), offline too: the
 * information pages and the service channels with the FAQ. The game catalogue is never here: it is
 * megabytes and the service worker keeps it in IndexedDB.
 */
export const PERSISTED_QUERY_ROOTS: ReadonlySet<string> = new Set([
  QueryRoot.appConfig,
  QueryRoot.contentPage,
  QueryRoot.customerServices,
  QueryRoot.faq,
  QueryRoot.user,
  QueryRoot.vip,
  QueryRoot.dots,
])
