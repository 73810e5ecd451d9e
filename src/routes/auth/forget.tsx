import { createFileRoute } from '@tanstack/react-router'
import { ForgetPage } from '../../features/auth/pages/forget-page.tsx'
import { authSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/forget')({
  staticData: { titleKey: 'auth.titles.forget', hideNavbar: true },
  validateSearch: authSearch,
  component: ForgetRoute,
})

function ForgetRoute() {
  const { redirect } = Route.useSearch()
  return <ForgetPage redirect={redirect} />
}
