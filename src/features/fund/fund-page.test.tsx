import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { FundPage } from './fund-page.tsx'

isolateFormTests()

function renderPage() {
  startSession({ token: 't', user: testUser({ coin: 10_000 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: FundPage }),
    history: createMemoryHistory({ initialEntries: ['/activity/bank'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const info = (over: Record<string, unknown> = {}) => ({
  safebox: 0,
  coin: 10_000,
  hasPassword: true,
  passwordLength: 6,
  interestBps: 5,
  interestTotal: 0,
  ...over,
})
const EMPTY_LOG = { pageNum: 1, pageSize: 20, total: 0, pages: 0, list: [] }
const sentTo = (stub: ReturnType<typeof stubFetchByCall>, call: string) =>
  stub.mock.calls
    .filter(([url]) => String(url).endsWith(`/${call}`))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('Safe box page', () => {
  it('shows a spinner while the box loads, and a retry when it cannot be loaded', async () => {
    stubFetchByCall({ getSafeboxInfo: [hang], getSafeboxInterestLog: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Safe box' })).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry after an error', async () => {
    stubFetchByCall({
      getSafeboxInfo: [fail(500), fail(500), ok(info())],
      getSafeboxInterestLog: [ok(EMPTY_LOG)],
    })
    renderPage()
    expect(await screen.findByText('The safe box could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('tab', { name: 'Move in' })).toBeTruthy()
    expect(await screen.findByText(/No interest yet/)).toBeTruthy()
  })

  it('asks for a password first, checks its length and the repeat before sending', async () => {
    const stub = stubFetchByCall({
      getSafeboxInfo: [ok(info({ hasPassword: false })), ok(info())],
      getSafeboxInterestLog: [ok(EMPTY_LOG)],
      setSafeboxPassword: [ok({ hasPassword: true })],
    })
    renderPage()
    const password = await screen.findByLabelText('New password')
    fireEvent.change(password, { target: { value: '123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }))
    expect((await screen.findAllByText('The password is 6 digits.')).length).toBeGreaterThan(1)
    fireEvent.change(password, { target: { value: '123456' } })
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: '123457' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }))
    expect(await screen.findByText('The two passwords are not the same.')).toBeTruthy()
    expect(sentTo(stub, 'setSafeboxPassword')).toEqual([])
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: '123456' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }))
    expect(await screen.findByRole('tab', { name: 'Move in' })).toBeTruthy()
    expect(sentTo(stub, 'setSafeboxPassword')).toMatchObject([{ password: '123456' }])
  })

  it('moves in with decimals, updates the header, and shows a refusal of a move out beside its field', async () => {
    const stub = stubFetchByCall({
      getSafeboxInfo: [ok(info()), ok(info({ safebox: 1_250, coin: 8_750 }))],
      getSafeboxInterestLog: [ok(EMPTY_LOG)],
      safeboxIn: [ok({ safebox: 1_250, coin: 8_750 })],
      safeboxOut: [fail(400, 400, 'safeboxPasswordInvalid', { password: 'invalidFormat' })],
      getUserInfo: [ok(testUser({ coin: 8_750 }))],
    })
    renderPage()
    fireEvent.change(await screen.findByLabelText('Amount to move into the box'), {
      target: { value: '12,50' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Move into the box' }))
    await waitFor(() => expect(getSession().user?.coin).toBe(8_750))
    expect(sentTo(stub, 'safeboxIn')).toMatchObject([{ amount: 1_250 }])

    fireEvent.click(screen.getByRole('tab', { name: 'Move out' }))
    fireEvent.change(screen.getByLabelText('Amount to move to your wallet'), { target: { value: '5' } })
    fireEvent.change(screen.getByLabelText('Safe-box password'), { target: { value: '12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move to my wallet' }))
    expect(await screen.findByText('The password is 6 digits.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Safe-box password'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'Move to my wallet' }))
    expect(await screen.findByText('The safe-box password is wrong.')).toBeTruthy()
    expect(sentTo(stub, 'safeboxOut')).toMatchObject([{ amount: 500, password: '000000' }])
  })

  it('lists the interest paid, newest first', async () => {
    stubFetchByCall({
      getSafeboxInfo: [ok(info({ safebox: 900_850, interestTotal: 850 }))],
      getSafeboxInterestLog: [
        ok({
          ...EMPTY_LOG,
          total: 2,
          pages: 1,
          list: [
            { day: '2026-11-24', held: 900_000, amount: 450, rateBps: 5, time: 1_795_564_810 },
            { day: '2026-11-23', held: 800_000, amount: 400, rateBps: 5, time: 1_795_478_410 },
          ],
        }),
      ],
    })
    renderPage()
    const first = (await screen.findByText('Held on Nov 24, 2026')).closest('li')
    expect(first?.textContent).toBe('Held on Nov 24, 20260.05% of R$9,000+R$4.50')
    expect(screen.getByText('Held on Nov 23, 2026')).toBeTruthy()
  })
})
