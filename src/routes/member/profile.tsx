import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { ProfilePage } from '../../features/member/profile-page.tsx'

export const Route = createFileRoute('/member/profile')({
  staticData: { titleKey: 'profile.title' },
  beforeLoad: requireAuth,
  component: ProfilePage,
})
