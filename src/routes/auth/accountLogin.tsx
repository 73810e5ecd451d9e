import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/pages/login-page.tsx'
import { authSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/accountLogin')({
  staticData: { titleKey: 'auth.titles.accountLogin', hideNavbar: true },
  validateSearch: authSearch,
  beforeLoad: skipWhenLoggedIn,
  component: AccountLoginRoute,
})

function AccountLoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage accountOnly redirect={redirect} />
}
