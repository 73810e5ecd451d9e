import { createFileRoute, useSearch } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/pages/login-page.tsx'
import { authSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/accountLogin')({
  staticData: { titleKey: 'auth.titles.accountLogin', hideNavbar: true },
  validateSearch: authSearch,
  beforeLoad: skipWhenLoggedIn,
  component: AccountLoginRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module, or the
// bundler gives these route options a chunk of their own that every page (including `/`) requests.
function AccountLoginRoute() {
  const { redirect } = useSearch({ from: '/auth/accountLogin' })
  return <LoginPage accountOnly redirect={redirect} />
}
