import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/pages/register-page.tsx'
import { registerSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/register')({
  staticData: { titleKey: 'auth.titles.register', hideNavbar: true },
  validateSearch: registerSearch,
  beforeLoad: skipWhenLoggedIn,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { redirect, inviteCode } = Route.useSearch()
  return <RegisterPage redirect={redirect} inviteCode={inviteCode} />
}
