import { createFileRoute } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { ReportPage } from '../../features/member/report/report-page.tsx'

export const Route = createFileRoute('/member/report')({
  staticData: { titleKey: 'report.title' },
  beforeLoad: requireAuth,
  component: ReportPage,
})
