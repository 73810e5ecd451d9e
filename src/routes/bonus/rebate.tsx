import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { RebateContent } from '../../features/vip/rebate-page.tsx'

export const Route = createFileRoute('/bonus/rebate')({
  staticData: { titleKey: 'bonus.tabs.rebate' },
  beforeLoad: requireAuth,
  component: RebateContent,
})
