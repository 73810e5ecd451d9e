import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { SetPasswordPage } from '../../features/auth/pages/set-password-page.tsx'

export const Route = createFileRoute('/auth/set-password')({
  staticData: { titleKey: 'auth.titles.setPassword', hideNavbar: true },
  beforeLoad: requireAuth,
  component: SetPasswordPage,
})
