import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, hang, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { RecordPage } from './record-page.tsx'

const entry = (id: number, kind: string, amount: number, balance: number) => ({
  id,
  kind,
  amount,
  balance,
  time: 1_760_000_000 + id,
  refType: '',
  refId: '',
  status: '',
  gameId: 0,
  gameType: 0,
  gameName: '',
})
const page = (pageNum: number, pages: number, list: unknown[]) => ({
  pageNum,
  pageSize: 20,
  total: 3,
  pages,
  list,
  coin: 5_000,
})

function serve(...replies: Array<ReturnType<typeof ok>>) {
  let i = 0
  return stubFetch((url, init) => {
    if (!url.endsWith('/appUserCoinDetail')) return hang(url, init)
    return (replies[Math.min(i++, replies.length - 1)] ?? hang)(url, init)
  })
}
const bodies = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls
    .filter(([url]) => String(url).endsWith('/appUserCoinDetail'))
    .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>)

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <RecordPage />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

beforeEach(() => startSession({ token: 't', user: testUser() }))
afterEach(() => {
  cleanup()
  clearSession()
  vi.unstubAllGlobals()
})

describe('RecordPage', () => {
  it('lists typed, signed movements and pages on', async () => {
    const fn = serve(
      ok(page(1, 2, [entry(3, 'withdraw_hold', -2_000, 3_050), entry(2, 'deposit_bonus', 1_250, 5_050)])),
      ok(page(2, 2, [entry(1, 'deposit', 4_500, 4_500)])),
    )
    renderPage()
    expect(await screen.findByText('Showing 2 of 3')).toBeTruthy()
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')
    expect(rows()[0]?.textContent).toContain('Withdrawal requested')
    // The movement exactly, the balance after it floored (issue 17).
    expect(rows()[0]?.textContent).toContain('−DebitR$20Balance R$30')
    expect(rows()[1]?.textContent).toContain('Deposit bonus')
    expect(rows()[1]?.textContent).toContain('+CreditR$12.50Balance R$50')
    expect(bodies(fn)[0]).toMatchObject({ pageNum: 1, pageSize: 20 })
    expect(bodies(fn)[0]?.kind).toBeUndefined()
    expect(typeof bodies(fn)[0]?.startTime).toBe('number')
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Showing 3 of 3')).toBeTruthy()
    expect(rows()[2]?.textContent).toContain('Deposit')
    expect(bodies(fn)[1]).toMatchObject({ pageNum: 2 })
    expect(screen.getByText('No more records.')).toBeTruthy()
  })

  it('sends the chosen kind and custom range', async () => {
    const fn = serve(ok(page(1, 0, [])))
    renderPage()
    expect(await screen.findByText('No records in this period')).toBeTruthy()
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'win' } })
    await waitFor(() => expect(bodies(fn).at(-1)?.kind).toBe('win'))
    fireEvent.change(screen.getByRole('combobox', { name: 'Period' }), { target: { value: 'custom' } })
    expect(screen.getByText('Choose both dates.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-10' } })
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-12' } })
    await waitFor(() => expect(bodies(fn).at(-1)?.endTime).toBeDefined())
    const last = bodies(fn).at(-1)
    expect(last?.kind).toBe('win')
    expect(Number(last?.endTime) - Number(last?.startTime)).toBe(3 * 86_400)
  })

  it('shows an error with a retry', async () => {
    serve(fail(500), fail(500), ok(page(1, 1, [entry(1, 'win', 900, 900)])))
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(screen.getByText("Couldn't load your transactions")).toBeTruthy()
    expect(await screen.findByText('Showing 1 of 3')).toBeTruthy()
  })
})
