import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { RebatePage } from './rebate-page.tsx'
import { RebateRecordPage } from './rebate-record-page.tsx'

isolateFormTests()

const TYPES: AppConfig['appGameTypeList'] = [
  { id: 1, name: 'Slots', icon: '', sort: 1, status: 1 },
  { id: 2, name: 'Crash', icon: '', sort: 2, status: 1 },
]

function renderPage(page: () => React.ReactNode) {
  startSession({ token: 't', user: testUser({ coin: 1_000, vip: 0, vipExp: 0 }) })
  const client = clientWithConfig({ ...testConfig(), appGameTypeList: TYPES } as AppConfig, { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/vip/rebate'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const TWO_TYPES = {
  vip: 1,
  total: 95,
  list: [
    { type: 1, rate: 30, validBets: 25_000, amount: 75 },
    { type: 2, rate: 15, validBets: 13_400, amount: 20 },
  ],
}

const NONE = { vip: 1, total: 0, list: [{ type: 1, rate: 30, validBets: 0, amount: 0 }] }

const claim = (id: number, type: number, amount: number, time: number) => ({
  id,
  type,
  amount,
  validBets: amount * 100,
  time,
})

describe('Rebate page', () => {
  it('shows a spinner while the rebate loads', async () => {
    stubFetchByCall({ betBonus: [hang] })
    renderPage(RebatePage)
    expect(await screen.findByRole('heading', { name: 'Rebate' })).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the rebate cannot be loaded', async () => {
    stubFetchByCall({ betBonus: [fail(500), fail(500), ok(TWO_TYPES)] })
    renderPage(RebatePage)
    expect(await screen.findByText('Rebate could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Slots')).toBeTruthy()
  })

  it('lists each game type with its rate, valid bets and amount, and the total', async () => {
    stubFetchByCall({ betBonus: [ok(TWO_TYPES)] })
    renderPage(RebatePage)
    const slots = (await screen.findByText('Slots')).closest('li')
    expect(slots?.textContent).toBe('SlotsRate 0.3% · Valid bets R$250R$0.75')
    expect(screen.getByText('Crash').closest('li')?.textContent).toBe(
      'CrashRate 0.15% · Valid bets R$134R$0.20',
    )
    expect(screen.getByText('Rates at your level, VIP 1')).toBeTruthy()
    expect(screen.getByText('Total to claim').parentElement?.textContent).toBe('Total to claimR$0.95')
    expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByText(/Bet to earn rebate/)).toBeNull()
    expect(screen.getByRole('link', { name: /Rebate history/ }).getAttribute('href')).toBe(
      '/vip/rebate/record',
    )
    expect(screen.getByText(/no wagering requirement/)).toBeTruthy()
  })

  it('claims all: the reward list with the paid amount, the header coin from the reply, the list refetched', async () => {
    const stub = stubFetchByCall({
      betBonus: [ok(TWO_TYPES), ok(NONE)],
      betBonusReceive: [ok({ amount: 95, coin: 1_095 })],
      getUserInfo: [ok(testUser({ coin: 1_095 }))],
    })
    renderPage(RebatePage)
    fireEvent.click(await screen.findByRole('button', { name: 'Claim all' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$0.95')
    expect(getSession().user?.coin).toBe(1_095)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await screen.findByText('Bet to earn rebate: every valid bet adds to it.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(true)
    const receive = stub.mock.calls.find(([url]) => String(url).endsWith('/betBonusReceive'))
    expect(JSON.parse(String(receive?.[1]?.body))).toMatchObject({ type: 0 })
  })

  it('nothing to claim: Claim all disabled with the reason', async () => {
    stubFetchByCall({ betBonus: [ok(NONE)] })
    renderPage(RebatePage)
    expect(await screen.findByText('Bet to earn rebate: every valid bet adds to it.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Claim all' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says so when the server has nothing to pay (1301, claimed on another device)', async () => {
    stubFetchByCall({
      betBonus: [ok(TWO_TYPES)],
      betBonusReceive: [fail(409, 1301, 'rebateNone')],
    })
    renderPage(RebatePage)
    fireEvent.click(await screen.findByRole('button', { name: 'Claim all' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no rebate to claim yet. It grows with your valid bets.',
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(getSession().user?.coin).toBe(1_000)
  })
})

describe('Rebate history page', () => {
  it('shows the empty state when nothing was claimed', async () => {
    stubFetchByCall({ betBonusLog: [ok({ pageNum: 1, pageSize: 20, total: 0, pages: 0, list: [] })] })
    renderPage(RebateRecordPage)
    expect(await screen.findByText('No rebate claimed yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('lists a page of claims (0 = All games) and loads the next page', async () => {
    // 2026-11-25T09:00:00Z and 2026-11-24T18:30:00Z
    const page1 = {
      pageNum: 1,
      pageSize: 20,
      total: 3,
      pages: 2,
      list: [claim(12, 0, 95, 1_795_597_200), claim(11, 1, 10, 1_795_545_000)],
    }
    const page2 = { pageNum: 2, pageSize: 20, total: 3, pages: 2, list: [claim(7, 2, 1_234, 1_795_500_000)] }
    const stub = stubFetchByCall({ betBonusLog: [ok(page1), ok(page2)] })
    renderPage(RebateRecordPage)
    const all = (await screen.findByText('All games')).closest('li')
    expect(all?.textContent).toContain('R$0.95')
    expect(all?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T09:00:00.000Z')
    expect(screen.getByText('Slots').closest('li')?.textContent).toContain('R$0.10')
    expect(screen.queryByText('Crash')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect((await screen.findByText('Crash')).closest('li')?.textContent).toContain('R$12.34')
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    const bodies = stub.mock.calls.map(([, init]) => JSON.parse(String(init?.body)))
    expect(bodies.map((b) => b.pageNum)).toEqual([1, 2])
  })
})
