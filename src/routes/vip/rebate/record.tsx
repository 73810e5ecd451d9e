import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../../features/auth/guard.ts'
import { RebateRecordPage } from '../../../features/vip/rebate-record-page.tsx'

export const Route = createFileRoute('/vip/rebate/record')({
  staticData: { titleKey: 'rebate.recordTitle' },
  beforeLoad: requireAuth,
  component: RebateRecordPage,
})
