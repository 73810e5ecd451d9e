import { createFileRoute, notFound, useParams } from '@tanstack/react-router'
import { requireAuth } from '../../features/auth/guard.ts'
import { isWithdrawMethod } from '../../features/wallet/withdraw/methods.ts'
import { WithdrawalPage } from '../../features/wallet/withdraw/withdrawal-page.tsx'

// One page per payout method; see features/wallet/withdraw/methods.ts for how we read spec 2 here.
export const Route = createFileRoute('/withdrawal/$name')({
  staticData: { titleKey: 'withdraw.title' },
  beforeLoad: (ctx) => {
    requireAuth(ctx)
    if (!isWithdrawMethod(ctx.params.name)) throw notFound()
  },
  component: WithdrawalRoute,
})

function WithdrawalRoute() {
  const { name } = useParams({ from: '/withdrawal/$name' })
  return isWithdrawMethod(name) ? <WithdrawalPage method={name} /> : null
}
