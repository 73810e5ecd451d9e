// The bare stack bench:lighthouse measures the app against (DESIGN 7: main-thread work <= 2x a bare page
// of the same stack): React 19, TanStack Router and TanStack Query, built by the same Vite and served by
// the same server, rendering the names of the catalogue's games. The names come from our server's
// `anonymous/appConfig`, the same call (and reply) the lobby's first screen needs, so both pages pay for
// the same request, parse and payload; nothing else of the app is used.
import { QueryClient, useQuery } from '@tanstack/react-query'
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router'
import { fetchGames, mount } from './bare-page.tsx'

function GameList() {
  const games = useQuery({ queryKey: ['games'], queryFn: () => fetchGames() })
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

mount(router, queryClient)
