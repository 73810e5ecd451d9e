import { createFileRoute } from '@tanstack/react-router'
import { HotGamesPage } from '../../features/hot-games/hot-games-page.tsx'

// Open while the SlotsHack activity runs (visitors too). The guard loads with the route, not with the app.
export const Route = createFileRoute('/activity/slotshack')({
  staticData: { titleKey: 'hotGames.title', hideNavbar: true },
  beforeLoad: (ctx) =>
    import('../../features/activity/activity-guard.ts').then((m) => m.requireActivity('SlotsHack')(ctx)),
  component: HotGamesPage,
})
