import { createFileRoute } from '@tanstack/react-router'
import { contentPageQueryOptions } from '../api/content.ts'
import { ContentPage } from '../features/content/content-page.tsx'

export const Route = createFileRoute('/terms-of-use')({
  staticData: { titleKey: 'titles.termsOfUse' },
  // Not awaited: the page renders its own skeleton/error states; this only starts the fetch early.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentPageQueryOptions('terms-of-use')),
  component: () => <ContentPage pageKey="terms-of-use" titleKey="titles.termsOfUse" />,
})
