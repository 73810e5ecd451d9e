import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { PointsPage } from './points-page.tsx'

isolateFormTests()

function renderPage({ signedIn = true } = {}) {
  if (signedIn) startSession({ token: 't', user: testUser({ coin: 1_000, lottery: 70 }) })
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

const RULES = [
  { action: 'bet', points: 1, perAmount: 100 },
  { action: 'signIn', points: 10, perAmount: 1 },
]
const ITEMS = [
  { id: 1, kind: 'coin', cost: 50, amount: 25, dailyLimit: 0, leftToday: -1 },
  { id: 2, kind: 'coin', cost: 200, amount: 100, dailyLimit: 0, leftToday: -1 },
  { id: 4, kind: 'coin', cost: 60, amount: 3_000, dailyLimit: 1, leftToday: 0 },
]
const info = (points: number) => ({ points, rules: RULES, items: ITEMS })
const EMPTY_LOG = { pageNum: 1, pageSize: 20, total: 0, pages: 0, list: [] }
const move = (id: number, points: number, source: string, amount = 0) => ({
  id,
  type: points > 0 ? 'earn' : 'spend',
  points,
  balance: 0,
  source,
  amount,
  time: 1_795_597_200,
})

const itemRow = (text: string) => screen.getByText(text).closest('li') as HTMLElement

describe('Points page', () => {
  it('shows a spinner while the points load', async () => {
    stubFetchByCall({ getPointsInfo: [hang], getPointsLog: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Points' })).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the points cannot be loaded', async () => {
    stubFetchByCall({ getPointsInfo: [fail(500), fail(500), ok(info(70))], getPointsLog: [ok(EMPTY_LOG)] })
    renderPage()
    expect(await screen.findByText('Points could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('70 points')).toBeTruthy()
  })

  it('shows the balance, the rules with their amounts, the shop with reasons, and an empty history', async () => {
    stubFetchByCall({ getPointsInfo: [ok(info(70))], getPointsLog: [ok(EMPTY_LOG)] })
    renderPage()
    expect(await screen.findByText('70 points')).toBeTruthy()
    expect(itemRow('Play games').textContent).toBe('Play gamesFor every R$1 of valid bets+1 point')
    expect(itemRow('Daily sign-in').textContent).toBe(
      'Daily sign-inEach day you claim the sign-in reward+10 points',
    )
    const cheap = itemRow('R$0.25')
    expect(cheap.textContent).toBe('R$0.2550 pointsExchange')
    expect((within(cheap).getByRole('button', { name: 'Exchange' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    const short = screen.getByText('200 points').closest('li') as HTMLElement
    expect(short.textContent).toContain('130 more points needed')
    const shortButton = within(short).getByRole('button', { name: 'Exchange' }) as HTMLButtonElement
    expect(shortButton.disabled).toBe(true)
    expect(shortButton.getAttribute('aria-describedby')).toBe('points-item-2-reason')
    const limited = itemRow('R$30')
    expect(limited.textContent).toContain('1 per day')
    expect(limited.textContent).toContain("Today's limit reached")
    expect((within(limited).getByRole('button', { name: 'Exchange' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect(await screen.findByText('No points yet. Play or sign in daily to earn some.')).toBeTruthy()
  })

  it('exchanges after a confirmation: the reward list, the header coin and points from the reply', async () => {
    const stub = stubFetchByCall({
      getPointsInfo: [ok(info(70)), ok(info(20))],
      getPointsLog: [
        ok(EMPTY_LOG),
        ok({ ...EMPTY_LOG, total: 1, pages: 1, list: [move(9, -50, 'item', 25)] }),
      ],
      pointsExchange: [ok({ id: 1, cost: 50, amount: 25, points: 20, coin: 1_025 })],
      getUserInfo: [ok(testUser({ coin: 1_025, lottery: 20 }))],
    })
    renderPage()
    fireEvent.click(
      within(await screen.findByText('R$0.25').then((e) => e.closest('li') as HTMLElement)).getByRole(
        'button',
        { name: 'Exchange' },
      ),
    )
    const confirm = await screen.findByRole('alertdialog', { name: 'Exchange points?' })
    expect(confirm.textContent).toContain('Spend 50 points for R$0.25')
    fireEvent.click(within(confirm).getAllByRole('button', { name: 'Exchange' })[0] as HTMLElement)
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$0.25')
    expect(getSession().user?.coin).toBe(1_025)
    expect(getSession().user?.lottery).toBe(20)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await screen.findByText('20 points')).toBeTruthy()
    expect((await screen.findByText('Exchanged for')).closest('li')?.textContent).toContain('−50 points')
    const sent = stub.mock.calls.find(([url]) => String(url).endsWith('/pointsExchange'))
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: 1 })
  })

  it('cancelling the confirmation exchanges nothing', async () => {
    const stub = stubFetchByCall({ getPointsInfo: [ok(info(70))], getPointsLog: [ok(EMPTY_LOG)] })
    renderPage()
    fireEvent.click(
      within(await screen.findByText('R$0.25').then((e) => e.closest('li') as HTMLElement)).getByRole(
        'button',
        { name: 'Exchange' },
      ),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(stub.mock.calls.some(([url]) => String(url).endsWith('/pointsExchange'))).toBe(false)
  })

  it('says why when the server refuses (1702: spent on another device)', async () => {
    stubFetchByCall({
      getPointsInfo: [ok(info(70))],
      getPointsLog: [ok(EMPTY_LOG)],
      pointsExchange: [fail(409, 1702, 'pointsShort')],
      getMyCoupons: [ok({ list: [] })],
    })
    renderPage()
    fireEvent.click(
      within(await screen.findByText('R$0.25').then((e) => e.closest('li') as HTMLElement)).getByRole(
        'button',
        { name: 'Exchange' },
      ),
    )
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getAllByRole('button', {
        name: 'Exchange',
      })[0] as HTMLElement,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have enough points for this item.',
    )
    expect(screen.queryByRole('alertdialog', { name: 'You received' })).toBeNull()
    expect(getSession().user?.coin).toBe(1_000)
  })

  it('lists the history newest first and loads the next page', async () => {
    const page1 = {
      pageNum: 1,
      pageSize: 20,
      total: 3,
      pages: 2,
      list: [move(3, 10, 'signIn'), move(2, 16, 'bet')],
    }
    const page2 = { pageNum: 2, pageSize: 20, total: 3, pages: 2, list: [move(1, -50, 'item', 25)] }
    stubFetchByCall({ getPointsInfo: [ok(info(70))], getPointsLog: [ok(page1), ok(page2)] })
    renderPage()
    const history = (await screen.findByRole('heading', { name: 'Points history' })).closest(
      'section',
    ) as HTMLElement
    expect((await within(history).findByText('Bets')).closest('li')?.textContent).toContain('+16 points')
    expect(within(history).getByText('Daily sign-in').closest('li')?.textContent).toContain('+10 points')
    expect(within(history).queryByText('Exchanged for')).toBeNull()
    fireEvent.click(within(history).getByRole('button', { name: 'Load more' }))
    expect((await within(history).findByText('Exchanged for')).closest('li')?.textContent).toContain('R$0.25')
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('shows visitors the rules and the shop with log-in buttons, no Exchange and no history', async () => {
    stubFetchByCall({ getPointsInfo: [ok(info(0))] })
    renderPage({ signedIn: false })
    expect(await screen.findByText('Play games')).toBeTruthy()
    expect(screen.getByText('R$0.25')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Exchange' })).toBeNull()
    expect(screen.queryByText('Points history')).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in to exchange' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fpoints',
    )
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fpoints',
    )
  })

  it('says so when the shop and the rules are empty', async () => {
    stubFetchByCall({
      getPointsInfo: [ok({ points: 0, rules: [], items: [] })],
      getPointsLog: [ok(EMPTY_LOG)],
    })
    renderPage()
    expect(await screen.findByText('There is nothing to exchange right now.')).toBeTruthy()
    expect(screen.getByText('There are no ways to earn points right now.')).toBeTruthy()
  })
})
