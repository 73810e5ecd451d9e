import { createFileRoute } from '@tanstack/react-router'
import { RewardsPage } from '../../features/bonus/rewards-page.tsx'

// Everything the player can claim now; visitors see a log-in button that brings them back.
export const Route = createFileRoute('/bonus/reward')({
  staticData: { titleKey: 'bonus.tabs.reward' },
  component: RewardsPage,
})
