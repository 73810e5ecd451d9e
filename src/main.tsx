import './ui/theme.css'
import './ui/global.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { adoptBootConfig } from './api/app-config.ts'
import { setUnauthorizedNavigator } from './api/logout.ts'
import { restoreQueryCache } from './api/persist.ts'
import { queryClient } from './api/query-client.ts'
import { SessionRefresh } from './api/session-refresh.ts'
import { setupAuth } from './features/auth/setup.tsx'
import { setupInstall } from './features/install/setup.tsx'
import { prefetchStartPopupData, runStartPopups } from './features/start-popups/start.ts'
import { i18nReady } from './i18n/index.ts'
import { captureInstallPrompt } from './platform/install.ts'
import { installTelemetry } from './platform/track.tsx'
import { linkWebManifestSoon } from './platform/web-manifest.ts'
import { createAppRouter } from './router.ts'
import { firstPageDrawn } from './ui/use-drawn-in-transition.ts'

/** How long the first render waits for index.html's appConfig reply before drawing without it. */
const BOOT_CONFIG_WAIT_MS = 1_000

const router = createAppRouter(queryClient)
// index.html already sent the lobby's appConfig request: its reply fills the cache when it lands.
const bootConfig = adoptBootConfig(queryClient)
setupAuth()
setupInstall()
// The browser offers install once, early: hold on to it before any page that offers install loads.
captureInstallPrompt()
// The manifest (what makes the app installable) at the first tap, key or scroll, or 10 s in.
linkWebManifestSoon()

// Spec 4: a 401 on a user call lands on login, on the account form when a name is remembered.
setUnauthorizedNavigator((to) => {
  void router.navigate({ to: '/auth/login', search: to.type ? { type: to.type } : {}, replace: true })
})

// The first page's code downloads beside what the first render waits for below, not after it: on a cold
// /game/search the route's chunks were one more round trip in front of its first tile's art (the LCP).
// The router loads them again at its first render and finds them there; a failure is its to report.
for (const route of router.getMatchedRoutes(location.pathname)[0]) {
  router.loadRouteChunk(route)?.catch(() => {})
}

prefetchStartPopupData(queryClient)

// Non-English players must not see an English flash: wait for their strings (a local chunk, or the SW).
// The persisted queries are restored before the first render, not during it as
// PersistQueryClientProvider would: that rendered the whole lobby twice (restoring, then restored).
// The first render also waits a moment for index.html's appConfig reply, usually in by now: drawing
// the skeleton and then, a few frames later, the whole lobby again in its place cost a second render
// and commit of every card. index.html's own skeleton is on screen meanwhile.
await Promise.all([
  i18nReady,
  restoreQueryCache(queryClient),
  Promise.race([bootConfig, new Promise((resolve) => setTimeout(resolve, BOOT_CONFIG_WAIT_MS))]),
])

const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* After the first render, not before it: the stored user paints at once, the server's follows. */}
      <SessionRefresh />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

// Feedback tickets written offline go out when the network returns, wherever the player is: the
// watcher (its own chunk) loads only when one waits; outbox.ts starts it when a ticket is queued.
if (localStorage.getItem('ll-feedback-pending'))
  import('./features/feedback/outbox-trigger.ts').then(
    (m) => m.watchFeedbackOutbox(),
    () => {},
  )
// Once the first page is drawn: telemetry (a tiny module; the worker and Dexie load on the first event)
// and the start popups (spec 4; each popup's body but the notice is a chunk of its own).
void firstPageDrawn.then(() =>
  setTimeout(() => {
    installTelemetry()
    runStartPopups(router, queryClient)
  }, 0),
)
