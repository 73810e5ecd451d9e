import { createFileRoute } from '@tanstack/react-router'
import { DownloadPage } from '../features/content/download-page.tsx'

export const Route = createFileRoute('/download')({
  staticData: { titleKey: 'titles.download' },
  component: DownloadPage,
})
