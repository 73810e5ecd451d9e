import { createFileRoute } from '@tanstack/react-router'
import { DiagnosticsPage } from '../features/diagnostics/diagnostics-page.tsx'

export const Route = createFileRoute('/diagnostics')({
  staticData: { titleKey: 'diagnostics.title' },
  component: DiagnosticsPage,
})
