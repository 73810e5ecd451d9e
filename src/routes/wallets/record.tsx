import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { RecordPage } from '../../features/wallet/record/record-page.tsx'

export const Route = createFileRoute('/wallets/record')({
  staticData: { titleKey: 'records.title' },
  beforeLoad: requireAuth,
  component: RecordPage,
})
