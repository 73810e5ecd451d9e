import { createFileRoute } from '@tanstack/react-router'
import { customerServicesQueryOptions } from '../api/content.ts'
import { ServicePage } from '../features/content/service-page.tsx'

export const Route = createFileRoute('/service')({
  staticData: { titleKey: 'titles.service' },
  // Not awaited: the page renders its own skeleton/error states; this only starts the fetch early.
  loader: ({ context }) => void context.queryClient.prefetchQuery(customerServicesQueryOptions()),
  component: ServicePage,
})
