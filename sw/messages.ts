import type { CatalogueSummary } from './catalogue-db.ts'

/**
 * Messages the page posts to the service worker. Requests that expect an answer carry a MessagePort
 * (`event.ports[0]`) the worker replies on. Shared by sw/sw.ts and the page (src/platform/sw-state.ts),
 * and free of imports the page should not bundle.
 */
export const SwMessage = {
  /** Activate the waiting worker (the update prompt's reload button). */
  skipWaiting: 'SKIP_WAITING',
  /** Reply: CatalogueSummary[]. */
  catalogueInfo: 'CATALOGUE_INFO',
  /** Reply: true once the stored catalogue is gone. */
  clearCatalogue: 'CLEAR_CATALOGUE',
} as const

export type SwMessageType = (typeof SwMessage)[keyof typeof SwMessage]

export type { CatalogueSummary }
