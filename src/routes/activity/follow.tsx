import { createFileRoute } from '@tanstack/react-router'
import { FollowPage } from '../../features/follow/follow-page.tsx'

// Open while the FollowRewards activity runs (visitors too: its unloginShowStatus is 1; a claim asks them
// to log in). The guard loads with the route, not with the app.
export const Route = createFileRoute('/activity/follow')({
  staticData: { titleKey: 'follow.title', hideNavbar: true },
  beforeLoad: (ctx) =>
    import('../../features/activity/activity-guard.ts').then((m) => m.requireActivity('FollowRewards')(ctx)),
  component: FollowPage,
})
