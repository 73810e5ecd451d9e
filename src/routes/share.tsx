import { createFileRoute } from '@tanstack/react-router'
import { SharePage } from '../features/agent/share-page.tsx'
import { requireAuth } from '../features/auth/guard.ts'

export const Route = createFileRoute('/share')({
  staticData: { titleKey: 'share.title' },
  beforeLoad: requireAuth,
  component: SharePage,
})
