import { createFileRoute } from '@tanstack/react-router'
import { LoginPage } from '../../features/auth/pages/login-page.tsx'
import { loginSearch, skipWhenLoggedIn } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/login')({
  staticData: { titleKey: 'auth.titles.login', hideNavbar: true },
  validateSearch: loginSearch,
  beforeLoad: skipWhenLoggedIn,
  component: LoginRoute,
})

function LoginRoute() {
  const { type, redirect } = Route.useSearch()
  return <LoginPage type={type} redirect={redirect} />
}
