import { createFileRoute } from '@tanstack/react-router'
import { RewardRecordPage } from '../../features/activity/reward-record/reward-record-page.tsx'
import { requireAuth } from '../../features/auth/guard.ts'

export const Route = createFileRoute('/reward/record')({
  staticData: { titleKey: 'rewardRecord.title' },
  beforeLoad: requireAuth,
  component: RewardRecordPage,
})
