import { createFileRoute, useSearch } from '@tanstack/react-router'
import { SearchPage } from '../../features/games/search-page.tsx'

export const Route = createFileRoute('/game/search')({
  staticData: { titleKey: 'games.search.title' },
  component: SearchRoute,
})

// `brandId` (the lobby's studio links) is read, and checked, by the page: no validateSearch here, the
// route tree is in every page's first load. By route id: the split-off component must not import this.
function SearchRoute() {
  const brandId = useSearch({
    from: '/game/search',
    select: (search: { brandId?: unknown }) => search.brandId,
  })
  return <SearchPage brandId={brandId} />
}
