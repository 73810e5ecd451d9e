import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { MailListPage } from '../../features/mail/mail-list-page.tsx'

export const Route = createFileRoute('/email/')({
  staticData: { titleKey: 'mail.title' },
  beforeLoad: requireAuth,
  component: MailListPage,
})
