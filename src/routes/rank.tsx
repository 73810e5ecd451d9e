import { createFileRoute } from '@tanstack/react-router'
import { RankPage } from '../features/jackpot/rank-page.tsx'

// The jackpot rank as a page, behind the jackpot activity's own guard (spec 2). The guard loads with the
// route, not with the app: the lobby's first load stays as it was.
export const Route = createFileRoute('/rank')({
  staticData: { titleKey: 'jackpot.rankTitle' },
  beforeLoad: (ctx) =>
    import('../features/activity/activity-guard.ts').then((m) => m.requireActivity('Jackpot')(ctx)),
  component: RankPage,
})
