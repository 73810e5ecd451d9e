import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { type stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../../api/session.ts'
import { DepositPanel } from './deposit-panel.tsx'

/** The DepositPanel tests' shared setup. Imported by *.test.tsx files only. */

/** What `recharge` answers: a pending R$20 order on channel 1, item 11. */
export const pendingOrder = {
  orderId: `D${'a'.repeat(24)}`,
  status: 'pending',
  rechargeTypeId: 1,
  itemId: 11,
  amount: 2_000,
  bonus: 0,
  bonusOptIn: false,
  currency: 'BRL',
  payUrl: '/sandbox-pay/x',
  createdAt: 1_700_000_000,
  expiresAt: 1_700_001_800,
  paidAt: 0,
}

/** The panel in a router and a query client that does not retry; returns the client. */
export function renderDepositPanel(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <DepositPanel />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  return queryClient
}

/** Every test of the file runs signed in, and leaves no session, fetch stub or mock behind. */
export function signedInPlayerEachTest(): void {
  beforeEach(() => startSession({ token: 't', user: testUser() }))
  afterEach(() => {
    cleanup()
    clearSession()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** The stubbed fetch's calls to one call name. */
export const callsTo = (fn: ReturnType<typeof stubFetch>, name: string) =>
  fn.mock.calls.filter(([url]) => String(url).endsWith(`/${name}`))
