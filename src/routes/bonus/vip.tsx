import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { VipSummary } from '../../features/vip/vip-summary.tsx'

export const Route = createFileRoute('/bonus/vip')({
  staticData: { titleKey: 'bonus.tabs.vip' },
  beforeLoad: requireAuth,
  component: VipSummary,
})
