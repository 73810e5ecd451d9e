import { createFileRoute } from '@tanstack/react-router'
import { JackpotPage } from '../../features/jackpot/jackpot-page.tsx'

// Open to visitors (the activity's unloginShowStatus is 1): pools, grid, rank and rules, SPIN after log-in.
export const Route = createFileRoute('/activity/jackpot')({
  staticData: { titleKey: 'jackpot.title', hideNavbar: true },
  component: JackpotPage,
})
