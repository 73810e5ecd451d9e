// The card-stack page of bench:lighthouse: the bare stack (../lighthouse-baseline/main.tsx: React 19,
// TanStack Router and Query listing the catalogue's 63 game names from anonymous/appConfig) plus what the
// design card asks of every page, started in the app's order and nothing of the app's screens:
// - i18next: the heading and the count are translated strings (a plural with a formatted number);
// - the query cache persisted through the sync storage persister, restored before the first render;
// - after the first paint, the comlink worker (the app's workers/telemetry.worker.ts: event queue in
//   IndexedDB through Dexie, and the heartbeat) started and handed one page-view event;
// - the app's service worker (sw/sw.ts: Workbox precache of the shell, the game list in IndexedDB by
//   gameListVersion through Dexie) registered, and the config fetched again through it once it controls.
// It shows how much of the 2x budget the card's own parts take before any screen of the spec is drawn.
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { wrap } from 'comlink'
// biome-ignore lint/style/noRestrictedImports: a bench page outside the app measures i18next itself, not src/i18n.
import i18next from 'i18next'
import { useEffect } from 'react'
import type { RequestContext } from '../../../contract/request.ts'
import type { TelemetryWorkerApi } from '../../../workers/telemetry.worker.ts'
import { CLIENT_FIELDS, fetchGames, mount } from '../lighthouse-baseline/bare-page.tsx'

const fingerprint = crypto.randomUUID()
const loadGames = () => fetchGames(fingerprint)

const i18n = i18next.createInstance()
const i18nReady = i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: {
    en: {
      translation: {
        games: 'Games',
        loading: 'Loading',
        count_one: '{{count, number}} game',
        count_other: '{{count, number}} games',
      },
    },
  },
  interpolation: { escapeValue: false },
})

const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: 86_400_000 } } })
const persistOptions = {
  queryClient,
  persister: createSyncStoragePersister({ storage: localStorage, key: 'card-baseline-cache' }),
  maxAge: 86_400_000,
  buster: '1',
}

/** After the first paint, as the app does: the worker with its Dexie queue, then the service worker. */
function startBackground(): void {
  const context: RequestContext = { fields: CLIENT_FIELDS, fingerprint, locale: 'en', token: null }
  const worker = wrap<TelemetryWorkerApi>(
    new Worker(new URL('../../../workers/telemetry.worker.ts', import.meta.url), { type: 'module' }),
  )
  void worker
    .start(context)
    .then(() => worker.enqueue({ kind: 'view', target: 'lobby' }))
    .catch(() => {})
  const sw = navigator.serviceWorker
  if (!sw) return
  if (!sw.controller)
    sw.addEventListener('controllerchange', () => void loadGames().catch(() => {}), { once: true })
  void sw.register('/sw.js').catch(() => {})
}

function GameList() {
  const games = useQuery({ queryKey: ['games'], queryFn: loadGames })
  useEffect(() => {
    requestIdleCallback(startBackground, { timeout: 2_000 })
  }, [])
  if (!games.data) return <p>{i18n.t('loading')}</p>
  return (
    <>
      <p>{i18n.t('count', { count: games.data.length })}</p>
      <ul>
        {games.data.map((game) => (
          <li key={game.id}>{game.name}</li>
        ))}
      </ul>
    </>
  )
}

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <h1>{i18n.t('games')}</h1>
      <Outlet />
    </main>
  ),
})
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: GameList })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

await Promise.all([i18nReady, persistQueryClientRestore(persistOptions).catch(() => undefined)])
persistQueryClientSubscribe(persistOptions)

mount(router, queryClient)
