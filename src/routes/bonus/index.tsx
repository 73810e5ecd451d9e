import { createFileRoute } from '@tanstack/react-router'
import { PromotionsPage } from '../../features/bonus/promotions-page.tsx'

// A folder route: VIP, tasks, rebates and records will be its children (spec 2: /bonus).
export const Route = createFileRoute('/bonus/')({
  staticData: { titleKey: 'bonus.title' },
  component: PromotionsPage,
})
