import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ForgetPage } from '../../features/auth/pages/forget-page.tsx'
import { authSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/auth/forget')({
  staticData: { titleKey: 'auth.titles.forget', hideNavbar: true },
  validateSearch: authSearch,
  component: ForgetRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module, or the
// bundler gives these route options a chunk of their own that every page (including `/`) requests.
function ForgetRoute() {
  const { redirect } = useSearch({ from: '/auth/forget' })
  return <ForgetPage redirect={redirect} />
}
