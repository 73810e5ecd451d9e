/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { SERVER_PATH_PREFIXES } from '../contract/paths.ts'
import { APP_CONFIG_PATH, createCatalogueHandler } from './catalogue.ts'
import { clearCatalogues, openCatalogueDb, summarizeCatalogues } from './catalogue-db.ts'
import { SwMessage } from './messages.ts'

declare let self: ServiceWorkerGlobalScope

const catalogueDb = openCatalogueDb()

self.addEventListener('message', (event) => {
  const type: unknown = event.data?.type
  const reply = event.ports[0]
  // The page's update prompt posts this; skipping at install would hide needRefresh.
  if (type === SwMessage.skipWaiting) void self.skipWaiting()
  // Diagnostics: what the catalogue store holds, and a way to empty it.
  else if (type === SwMessage.catalogueInfo && reply) {
    event.waitUntil(
      summarizeCatalogues(catalogueDb).then(
        (info) => reply.postMessage(info),
        () => reply.postMessage([]),
      ),
    )
  } else if (type === SwMessage.clearCatalogue && reply) {
    event.waitUntil(
      clearCatalogues(catalogueDb).then(
        () => reply.postMessage(true),
        () => reply.postMessage(false),
      ),
    )
  }
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The server's own pages (API, payment and sandbox pages, media) are never the app shell.
    denylist: SERVER_PATH_PREFIXES.map((prefix) => new RegExp(`^${prefix}`)),
  }),
)

// The game catalogue lives in IndexedDB here (DESIGN 6): the page always receives a full config.
const handleAppConfig = createCatalogueHandler({
  db: catalogueDb,
  fetch: (request) => fetch(request),
  offline: () => !self.navigator.onLine,
})
registerRoute(
  ({ url, request }) => url.pathname === APP_CONFIG_PATH && request.method === 'POST',
  ({ request }) => handleAppConfig(request),
  'POST',
)

// Game thumbnails and operator images: cache-first, bounded. Only real 200s are kept: an opaque or 404
// answer cached here would stick for a month.
registerRoute(
  ({ url, request }) => url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: 'll-media',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)
