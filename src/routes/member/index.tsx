import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { MemberPage } from '../../features/member/member-page.tsx'

export const Route = createFileRoute('/member/')({
  staticData: { titleKey: 'member.title' },
  beforeLoad: requireAuth,
  component: MemberPage,
})
