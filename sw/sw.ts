/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { APP_CONFIG_PATH, createCatalogueHandler } from './catalogue.ts'
import { openCatalogueDb } from './catalogue-db.ts'

declare let self: ServiceWorkerGlobalScope

// The page's update prompt posts this; skipping at install would hide needRefresh.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
clientsClaim()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/app\//, /^\/provider\//, /^\/dev\//, /^\/media\//],
  }),
)

// The game catalogue lives in IndexedDB here (DESIGN 6): the page always receives a full config.
const handleAppConfig = createCatalogueHandler({
  db: openCatalogueDb(),
  fetch: (request) => fetch(request),
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
