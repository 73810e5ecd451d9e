import { createFileRoute, useSearch } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { cardEditSearch } from '../../../features/wallet/cards/card-edit.search.ts'
import { CardEditPage } from '../../../features/wallet/cards/card-edit-page.tsx'

export const Route = createFileRoute('/wallets/card/edit')({
  staticData: { titleKey: 'cards.editTitle' },
  validateSearch: cardEditSearch,
  beforeLoad: requireAuth,
  component: CardEditRoute,
})

function CardEditRoute() {
  const { id } = useSearch({ from: '/wallets/card/edit' })
  return <CardEditPage id={id} />
}
