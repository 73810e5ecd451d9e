import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { FeedbackRecords } from '../../../features/feedback/feedback-records.tsx'

export const Route = createFileRoute('/feedback/record/')({
  staticData: { titleKey: 'feedback.recordTitle' },
  beforeLoad: requireAuth,
  component: FeedbackRecords,
})
