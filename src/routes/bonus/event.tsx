import { createFileRoute } from '@tanstack/react-router'
import { TiersPage } from '../../features/recharge-tiers/tiers-page.tsx'

// Accumulated recharge (DESIGN 5: AccumulatedRecharge). Visitors see the tiers with a log-in button.
export const Route = createFileRoute('/bonus/event')({
  staticData: { titleKey: 'bonus.tabs.event' },
  component: TiersPage,
})
