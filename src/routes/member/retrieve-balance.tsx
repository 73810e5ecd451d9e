import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { RetrieveBalancePage } from '../../features/member/retrieve-balance/retrieve-balance-page.tsx'

export const Route = createFileRoute('/member/retrieve-balance')({
  staticData: { titleKey: 'retrieve.title' },
  beforeLoad: requireAuth,
  component: RetrieveBalancePage,
})
