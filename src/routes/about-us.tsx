import { createFileRoute } from '@tanstack/react-router'
import { contentPageQueryOptions } from '../api/content.ts'
import { ContentPage } from '../features/content/content-page.tsx'

export const Route = createFileRoute('/about-us')({
  staticData: { titleKey: 'titles.aboutUs' },
  // Not awaited: the page renders its own skeleton/error states; this only starts the fetch early.
  loader: ({ context }) => void context.queryClient.prefetchQuery(contentPageQueryOptions('about-us')),
  component: () => <ContentPage pageKey="about-us" titleKey="titles.aboutUs" />,
})
