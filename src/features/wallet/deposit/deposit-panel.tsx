import { useNavigate, useRouterState } from '@tanstack/react-router'
import { DepositForm } from './deposit-form.tsx'
import { OrderStatus } from './order-status.tsx'

const ORDER_ID = /^D[0-9a-f]{24}$/

/** The order a player comes back with from the pay page (`/wallets?name=deposit&order=<id>`), if any. */
export const returnedOrderId = (search: Record<string, unknown>): string | undefined => {
  const order = search.order
  return typeof order === 'string' && ORDER_ID.test(order) ? order : undefined
}

/**
 * The deposit tab of /wallets: the channel and amount form, or, back from the pay page, the order's
 * live state. `order` may be passed by the page; otherwise it is read from the URL.
 */
export function DepositPanel({ order }: { order?: string }) {
  const navigate = useNavigate()
  const fromUrl = useRouterState({
    select: (s) => returnedOrderId(s.location.search as Record<string, unknown>),
  })
  const orderId = order ?? fromUrl
  if (orderId) {
    const again = () => void navigate({ to: '/wallets', search: { name: 'deposit' }, replace: true })
    return <OrderStatus key={orderId} orderId={orderId} onDepositAgain={again} />
  }
  return <DepositForm />
}
