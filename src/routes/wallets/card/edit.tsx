import { createFileRoute, useSearch } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { cardEditSearch } from '../../../features/wallet/cards/card-edit.search.ts'
import { CardEditPage } from '../../../features/wallet/cards/card-edit-page.tsx'

// One route adds (no id) and edits (?id=): the tab says what both are, the heading which one it is.
export const Route = createFileRoute('/wallets/card/edit')({
  staticData: { titleKey: 'cards.cardTitle' },
  validateSearch: cardEditSearch,
  beforeLoad: requireAuth,
  component: CardEditRoute,
})

function CardEditRoute() {
  const { id } = useSearch({ from: '/wallets/card/edit' })
  return <CardEditPage id={id} />
}
