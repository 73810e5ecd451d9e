import { createFileRoute, useSearch } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/pages/login-page.tsx'
import { loginSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/login')({
  staticData: { titleKey: 'auth.titles.login', hideNavbar: true },
  validateSearch: loginSearch,
  beforeLoad: skipWhenLoggedIn,
  component: LoginRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module, or the
// bundler gives these route options a chunk of their own that every page (including `/`) requests.
function LoginRoute() {
  const { type, redirect } = useSearch({ from: '/auth/login' })
  return <LoginPage type={type} redirect={redirect} />
}
