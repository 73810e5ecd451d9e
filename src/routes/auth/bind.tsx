import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { BindPage } from '../../features/auth/pages/bind-page.tsx'

export const Route = createFileRoute('/auth/bind')({
  staticData: { titleKey: 'auth.titles.bind', hideNavbar: true },
  beforeLoad: requireAuth,
  component: BindPage,
})
