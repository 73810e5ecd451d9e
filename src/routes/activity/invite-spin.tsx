import { createFileRoute } from '@tanstack/react-router'
import { InviteSpinPage } from '../../features/invite-spin/invite-spin-page.tsx'

// Open while the InviteUserSpin activity runs; login required (its unloginShowStatus is 0). The guard loads
// with the route, not with the app.
export const Route = createFileRoute('/activity/invite-spin')({
  staticData: { titleKey: 'inviteSpin.title', hideNavbar: true },
  beforeLoad: (ctx) =>
    import('../../features/activity/activity-guard.ts').then((m) => m.requireActivity('InviteUserSpin')(ctx)),
  component: InviteSpinPage,
})
