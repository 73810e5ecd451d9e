import { createFileRoute } from '@tanstack/react-router'
import { contentPageQueryOptions } from '../api/content.ts'
import { ContentPage } from '../features/content/content-page.tsx'

export const Route = createFileRoute('/privacy-policy')({
  staticData: { titleKey: 'titles.privacyPolicy' },
  // Not awaited: the page renders its own skeleton/error states; this only starts the fetch early.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentPageQueryOptions('privacy-policy')),
  component: () => <ContentPage pageKey="privacy-policy" titleKey="titles.privacyPolicy" />,
})
