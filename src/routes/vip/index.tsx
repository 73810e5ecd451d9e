import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { VipPage } from '../../features/vip/vip-page.tsx'

export const Route = createFileRoute('/vip/')({
  staticData: { titleKey: 'vip.title' },
  beforeLoad: requireAuth,
  component: VipPage,
})
