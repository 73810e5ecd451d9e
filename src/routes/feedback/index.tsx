import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { FeedbackForm } from '../../features/feedback/feedback-form.tsx'

export const Route = createFileRoute('/feedback/')({
  staticData: { titleKey: 'feedback.title' },
  beforeLoad: requireAuth,
  component: FeedbackForm,
})
