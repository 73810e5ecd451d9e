import { createFileRoute } from '@tanstack/react-router'
import { SignInPage } from '../../../features/activity/sign-in/sign-in-page.tsx'
import { requireAuth } from '../../../features/auth/guard.ts'

export const Route = createFileRoute('/activity/sign-in/')({
  staticData: { titleKey: 'signIn.title' },
  beforeLoad: requireAuth,
  component: SignInPage,
})
