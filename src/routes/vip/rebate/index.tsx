import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { RebatePage } from '../../../features/vip/rebate-page.tsx'

export const Route = createFileRoute('/vip/rebate/')({
  staticData: { titleKey: 'rebate.title' },
  beforeLoad: requireAuth,
  component: RebatePage,
})
