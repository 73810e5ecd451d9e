import { createFileRoute, useSearch } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { MailDetailPage } from '../../features/mail/mail-detail-page.tsx'
import { mailDetailSearch } from '../../features/mail/mail-search.ts'

export const Route = createFileRoute('/email/detail')({
  staticData: { titleKey: 'mail.detailTitle' },
  validateSearch: mailDetailSearch,
  beforeLoad: requireAuth,
  component: MailDetailRoute,
})

// By route id, not Route.useSearch(): the split-off component must not import this module.
function MailDetailRoute() {
  const { id } = useSearch({ from: '/email/detail' })
  return <MailDetailPage id={id} />
}
