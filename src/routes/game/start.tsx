import { createFileRoute, useSearch } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { GameStartPage } from '../../features/games/start/game-start-page.tsx'
import type { RawGameStartSearch } from '../../features/games/start/start-params.ts'

export const Route = createFileRoute('/game/start')({
  // Full screen: the game has no app chrome around it.
  staticData: { titleKey: 'games.start.title', hideNavbar: true, fullScreen: true },
  // Spec 5: starting a game requires login; the login page brings the player back to this URL.
  beforeLoad: requireAuth,
  component: GameStartRoute,
})

// The params are checked by the page, a lazy chunk (start-search.ts): no validateSearch here, the route
// tree is in every page's first load. By route id: the split-off component must not import this.
function GameStartRoute() {
  return <GameStartPage search={useSearch({ from: '/game/start', select: (s: RawGameStartSearch) => s })} />
}
