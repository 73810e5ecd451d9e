import { createFileRoute } from '@tanstack/react-router'
import { FirstDepositPage } from '../../features/bonus/first-deposit/first-deposit-page.tsx'

// Open to visitors (the activity's unloginShowStatus is 1): they see the offer with a log-in button.
export const Route = createFileRoute('/activity/first-deposit')({
  staticData: { titleKey: 'firstDeposit.title' },
  component: FirstDepositPage,
})
