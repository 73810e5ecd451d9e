import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { ORDER_POLL_MS } from '../api/recharge-order.ts'
import { OrderStatus } from './order-status.tsx'

const orderId = `D${'b'.repeat(24)}`
const order = (status: string, over = {}) => ({
  orderId,
  status,
  rechargeTypeId: 1,
  itemId: 0,
  amount: 5_000,
  bonus: 0,
  bonusOptIn: false,
  currency: 'BRL',
  payUrl: status === 'pending' ? '/sandbox-pay/x' : '',
  createdAt: 1_700_000_000,
  expiresAt: 1_700_001_800,
  paidAt: 0,
  ...over,
})

function serve(states: unknown[], coin = 17_345) {
  let i = 0
  return stubFetch((url) => {
    if (url.endsWith('/refreshData')) {
      return new Response(JSON.stringify({ errcode: 0, coin }), { status: 200 })
    }
    const reply = states[Math.min(i++, states.length - 1)]
    return ok(reply)(url, {})
  })
}
const orderCalls = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls.filter(([url]) => String(url).endsWith('/getRechargeOrder')).length

function renderStatus() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={queryClient}>
      <OrderStatus orderId={orderId} onDepositAgain={() => undefined} />
    </QueryClientProvider>,
  )
}

const tick = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms))
  // Lets the reply's body and React's commit settle.
  await act(() => vi.advanceTimersByTimeAsync(1))
}

beforeEach(() => {
  vi.useFakeTimers()
  startSession({ token: 't', user: testUser() })
})
afterEach(() => {
  cleanup()
  clearSession()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('OrderStatus', () => {
  it('polls every 2 s while pending and stops once paid, then shows credit and the new balance', async () => {
    const fn = serve([
      order('pending'),
      order('pending'),
      order('paid', { bonus: 500, paidAt: 1_700_000_100 }),
    ])
    renderStatus()
    await tick(0)
    expect(screen.getByText('Waiting for payment')).toBeTruthy()
    expect(orderCalls(fn)).toBe(1)
    await tick(ORDER_POLL_MS)
    expect(orderCalls(fn)).toBe(2)
    await tick(ORDER_POLL_MS)
    expect(orderCalls(fn)).toBe(3)
    expect(screen.getByText('Deposit received')).toBeTruthy()
    await tick(ORDER_POLL_MS * 5)
    expect(orderCalls(fn)).toBe(3)
    expect(screen.getByTestId('order-bonus').textContent).toBe('+R$5')
    expect(getSession().user?.coin).toBe(17_345)
    expect(screen.getByTestId('order-new-balance').textContent).toBe('R$173')
  })

  it('shows a 50 deposit to cash and its 12.50 bonus as pending bonus money, the balance floored', async () => {
    serve([order('paid', { amount: 5_000, bonus: 1_250, bonusOptIn: true, paidAt: 1_700_000_100 })], 5_099)
    renderStatus()
    await tick(0)
    await tick(0)
    const row = (label: string) => screen.getByText(label).closest('div')?.textContent
    expect(row('Amount')).toBe('AmountR$50')
    // Issue 18: the bonus is bonus money, not cash, until its wagering is met.
    expect(row('Added to your cash')).toBe('Added to your cashR$50')
    expect(row('Bonus money (pending)')).toBe('Bonus money (pending)+R$12.50')
    expect(row('New balance')).toBe('New balanceR$50')
    expect(
      screen.getByText(/apart from your cash. It moves to your cash once you have bet enough/),
    ).toBeTruthy()
  })

  it('shows no bonus row for an order without a bonus', async () => {
    serve([order('paid', { amount: 5_000, paidAt: 1_700_000_100 })], 5_000)
    renderStatus()
    await tick(0)
    expect(screen.queryByTestId('order-bonus')).toBeNull()
    expect(screen.queryByText(/bonus money/i)).toBeNull()
  })

  it("shows the order's amounts in the order's own currency", async () => {
    serve([order('paid', { amount: 5_000, bonus: 1_250, currency: 'USD', paidAt: 1_700_000_100 })])
    renderStatus()
    await tick(0)
    expect(screen.getByTestId('order-bonus').textContent).toBe('+$12.50')
    expect(screen.getAllByText('$50')).toHaveLength(2)
  })

  it('stops on a declined payment', async () => {
    const fn = serve([order('pending'), order('failed')])
    renderStatus()
    await tick(ORDER_POLL_MS)
    expect(screen.getByText('Payment declined')).toBeTruthy()
    await tick(ORDER_POLL_MS * 3)
    expect(orderCalls(fn)).toBe(2)
  })

  it('stops polling when unmounted', async () => {
    const fn = serve([order('pending')])
    const view = renderStatus()
    await tick(0)
    view.unmount()
    await tick(ORDER_POLL_MS * 3)
    expect(orderCalls(fn)).toBe(1)
  })
})
