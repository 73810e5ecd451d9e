import { createFileRoute } from '@tanstack/react-router'
import { RewardRecordContent } from '../../features/activity/index.ts'
import { requireAuth } from '../../features/auth/guard.ts'

// The reward history (the /reward/record body) as a /bonus tab.
export const Route = createFileRoute('/bonus/record')({
  staticData: { titleKey: 'bonus.tabs.record' },
  beforeLoad: requireAuth,
  component: RewardRecordContent,
})
