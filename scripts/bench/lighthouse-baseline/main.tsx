// The bare stack bench:lighthouse measures the app against (DESIGN 7: main-thread work <= 2x a bare page
// of the same stack): React 19, TanStack Router and TanStack Query, built by the same Vite and served by
// the same server, rendering the names of the catalogue's games. The names come from our server's
// `anonymous/appConfig`, the same call (and reply) the lobby's first screen needs, so both pages pay for
// the same request, parse and payload; nothing else of the app is used.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

interface Game {
  id: number
  name: string
}

async function fetchGames(): Promise<Game[]> {
  const reply = await fetch('/app/v1/anonymous/appConfig', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      fingerprint: crypto.randomUUID(),
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      appId: 'lucky-lobby',
      channel: 'WEB',
      clientReferrer: '',
      platform: 0,
      appVersion: '1.1.1',
    }),
  })
  const body = (await reply.json()) as { data?: { appGameList?: Game[] } }
  return body.data?.appGameList ?? []
}

function GameList() {
  const games = useQuery({ queryKey: ['games'], queryFn: fetchGames })
  if (!games.data) return <p>Loading</p>
  return (
    <ul>
      {games.data.map((game) => (
        <li key={game.id}>{game.name}</li>
      ))}
    </ul>
  )
}

const rootRoute = createRootRoute({
  component: () => (
    <main>
      <h1>Games</h1>
      <Outlet />
    </main>
  ),
})
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: GameList })
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('#root missing')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
