import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { VipLevelPage } from '../../features/vip/level-page.tsx'

export const Route = createFileRoute('/vip/level')({
  staticData: { titleKey: 'vip.levelTitle' },
  beforeLoad: requireAuth,
  component: VipLevelPage,
})
