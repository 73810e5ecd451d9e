import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { MemberGamesPage } from '../../features/games/member-games-page.tsx'

export const Route = createFileRoute('/member/games')({
  staticData: { titleKey: 'games.member.title' },
  beforeLoad: requireAuth,
  component: MemberGamesPage,
})
