import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { PointsPage } from './points-page.tsx'

isolateFormTests()

/** /points with coupons (issue 18): coupon items in the shop and the player's "My coupons". */
function renderPage() {
  startSession({ token: 't', user: testUser({ coin: 1_000, lottery: 500 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: PointsPage }),
    history: createMemoryHistory({ initialEntries: ['/points'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const terms = {
  typeId: 1201,
  kind: 'fixed',
  name: 'R$5 deposit coupon',
  percentBp: 0,
  amount: 500,
  maxAmount: 0,
  minDeposit: 5_000,
  validDays: 14,
}
const info = {
  points: 500,
  rules: [],
  items: [
    { id: 1, kind: 'coin', cost: 50, amount: 25, dailyLimit: 0, leftToday: -1, coupon: null },
    { id: 6, kind: 'coupon', cost: 400, amount: 1, dailyLimit: 0, leftToday: -1, coupon: terms },
  ],
}
const EMPTY_LOG = { pageNum: 1, pageSize: 20, total: 0, pages: 0, list: [] }
// 2026-11-22 12:00 UTC and 14 days later.
const mine = (state: string, over: Record<string, unknown> = {}) => ({
  ...terms,
  id: 9,
  state,
  issuedAt: 1_795_348_800,
  expiresAt: 1_796_558_400,
  orderId: '',
  orderAmount: 0,
  value: 0,
  usedAt: 0,
  ...over,
})

describe('Points page coupons', () => {
  it('sells a coupon with its terms and, once bought, says it is in My coupons', async () => {
    const fn = stubFetchByCall({
      getPointsInfo: ok(info),
      getPointsLog: ok(EMPTY_LOG),
      getMyCoupons: [ok({ list: [] }), ok({ list: [mine('usable')] })],
      pointsExchange: ok({ id: 6, cost: 400, amount: 0, couponId: 9, points: 100, coin: 1_000 }),
    })
    renderPage()
    const item = (await screen.findByText('R$5 deposit coupon')).closest('li') as HTMLElement
    expect(item.textContent).toBe(
      'R$5 deposit couponR$5 on your deposit · deposits from R$50Valid for 14 days after you get it400 pointsExchange',
    )
    expect((await screen.findByText(/You have no coupons yet/)).textContent).toBe(
      'You have no coupons yet. Exchange points for one in the shop above.',
    )
    fireEvent.click(within(item).getByRole('button', { name: 'Exchange' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog.textContent).toContain('Spend 400 points for R$5 deposit coupon')
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Exchange' })[0] as HTMLElement)
    expect((await screen.findByRole('status', {}, { timeout: 3_000 })).textContent).toBe(
      'R$5 deposit coupon is in My coupons below. Pick it on your next deposit.',
    )
    // No coin prize for a coupon; the list is asked again and shows it.
    expect(screen.queryByRole('alertdialog', { name: 'You received' })).toBeNull()
    const list = await screen.findByTestId('my-coupons')
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(1))
    expect(fn.mock.calls.filter(([url]) => String(url).endsWith('/getMyCoupons')).length).toBe(2)
  })

  it('lists usable, used and expired coupons, each with what it says', async () => {
    stubFetchByCall({
      getPointsInfo: ok(info),
      getPointsLog: ok(EMPTY_LOG),
      getMyCoupons: ok({
        list: [
          mine('usable'),
          mine('used', { id: 8, orderId: 'Dabc', orderAmount: 10_000, value: 500, usedAt: 1_795_400_000 }),
          mine('expired', { id: 7 }),
        ],
      }),
    })
    renderPage()
    const rows = [...(await screen.findByTestId('my-coupons')).querySelectorAll('li')]
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['usable', 'used', 'expired'])
    expect(rows[0]?.textContent).toBe(
      'R$5 deposit couponR$5 on your deposit · deposits from R$50Use by Dec 6, 2026Use',
    )
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Use R$5 deposit coupon on a deposit' })
        .getAttribute('href'),
    ).toBe('/wallets?name=deposit')
    expect(rows[1]?.textContent).toBe(
      'R$5 deposit couponR$5 on your deposit · deposits from R$50Used on Nov 23, 2026 with your deposit of R$100Paid to your balance: +R$5',
    )
    expect(rows[2]?.textContent).toBe(
      'R$5 deposit couponR$5 on your deposit · deposits from R$50Expired on Dec 6, 2026Expired',
    )
  })
})
