import { createFileRoute, useSearch } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { walletsSearch } from '../../features/wallet/wallets-page.search.ts'
import { WalletsPage } from '../../features/wallet/wallets-page.tsx'

export const Route = createFileRoute('/wallets/')({
  staticData: { titleKey: 'wallets.title' },
  validateSearch: walletsSearch,
  beforeLoad: requireAuth,
  component: WalletsRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module.
function WalletsRoute() {
  const { name, back } = useSearch({ from: '/wallets/' })
  return <WalletsPage name={name} back={back} />
}
