import { createFileRoute, notFound } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { FeedbackConversation } from '../../../features/feedback/feedback-conversation.tsx'

export const Route = createFileRoute('/feedback/record/$id')({
  staticData: { titleKey: 'feedback.recordTitle' },
  beforeLoad: requireAuth,
  params: {
    parse: ({ id }) => {
      const n = Number(id)
      if (!Number.isSafeInteger(n) || n < 1) throw notFound()
      return { id: n }
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  component: function FeedbackTicketRoute() {
    const { id } = Route.useParams()
    return <FeedbackConversation id={id} />
  },
})
