import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { FundPage } from '../../features/fund/fund-page.tsx'

export const Route = createFileRoute('/activity/bank')({
  staticData: { titleKey: 'fund.title' },
  beforeLoad: requireAuth,
  component: FundPage,
})
