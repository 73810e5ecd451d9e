import { createFileRoute } from '@tanstack/react-router'
import { PointsPage } from '../features/points/points-page.tsx'

export const Route = createFileRoute('/points')({
  staticData: { titleKey: 'points.title' },
  component: PointsPage,
})
