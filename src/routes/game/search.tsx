import { createFileRoute, useSearch } from '@tanstack/react-router'
import { SearchPage } from '../../features/games/search-page.tsx'

export const Route = createFileRoute('/game/search')({
  staticData: { titleKey: 'games.search.title' },
  component: SearchRoute,
})

type Params = { typeId?: unknown; brandId?: unknown }

// `typeId` (a lobby section's 'See all') and `brandId` (the lobby's studio links) are read, and checked,
// by the page: no validateSearch here, the route tree is in every page's first load. By route id: the
// split-off component must not import this.
function SearchRoute() {
  const typeId = useSearch({ from: '/game/search', select: (search: Params) => search.typeId })
  const brandId = useSearch({ from: '/game/search', select: (search: Params) => search.brandId })
  return <SearchPage params={{ typeId, brandId }} />
}
