import { createFileRoute } from '@tanstack/react-router'
import { FaqPage } from '../features/content/faq-page.tsx'

export const Route = createFileRoute('/faq')({
  staticData: { titleKey: 'titles.faq' },
  component: FaqPage,
})
