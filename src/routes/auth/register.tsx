import { createFileRoute, useSearch } from '@tanstack/react-router'
import { RegisterPage } from '../../features/auth/pages/register-page.tsx'
import { registerSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/register')({
  staticData: { titleKey: 'auth.titles.register', hideNavbar: true },
  validateSearch: registerSearch,
  beforeLoad: skipWhenLoggedIn,
  component: RegisterRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module, or the
// bundler gives these route options a chunk of their own that every page (including `/`) requests.
function RegisterRoute() {
  const { redirect, inviteCode } = useSearch({ from: '/auth/register' })
  return <RegisterPage redirect={redirect} inviteCode={inviteCode} />
}
