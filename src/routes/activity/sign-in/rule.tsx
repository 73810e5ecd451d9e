import { createFileRoute } from '@tanstack/react-router'
import { SignInRulePage } from '../../../features/activity/sign-in/rule-page.tsx'
import { requireAuth } from '../../../features/auth/guard.ts'

export const Route = createFileRoute('/activity/sign-in/rule')({
  staticData: { titleKey: 'signIn.ruleTitle' },
  beforeLoad: requireAuth,
  component: SignInRulePage,
})
