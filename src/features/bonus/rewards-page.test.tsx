import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Task } from '../../../contract/calls/tasks.ts'
import type { VipData } from '../../../contract/calls/vip.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { RewardsPage } from './rewards-page.tsx'

isolateFormTests()

function renderPage({ signedIn = true } = {}) {
  if (signedIn) startSession({ token: 't', user: testUser({ coin: 1_000 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: RewardsPage }),
    history: createMemoryHistory({ initialEntries: ['/bonus/reward'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const signIn = (canClaim: boolean) => ({
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, amount: day * 100, claimed: day < 3 })),
  today: 3,
  canClaim,
  nextResetTime: 4_102_444_800,
})

const vip = (over: Partial<VipData> = {}) => ({
  vipData: {
    level: 2,
    experience: 0,
    nextLevel: 3,
    nextExperience: 1,
    needExperience: 1,
    progress: 0,
    betLimit: 0,
    showType: 1,
    dailyBonus: 500,
    dailyClaimed: true,
    signInAward: 0,
    signInClaimed: false,
    levels: [],
    ...over,
  },
})

const rebate = (total: number) => ({ vip: 2, total, list: [] })

const task = (over: Partial<Task>): Task => ({
  id: 1,
  goal: 'deposit_amount',
  target: 2_000,
  progress: 0,
  reward: 200,
  propId: 2001,
  state: 0,
  minVip: 0,
  link: '',
  ...over,
})

const tasks = (daily: Task[]) => ({
  vip: 2,
  groups: [{ group: 'daily', endTime: 4_102_444_800, tasks: daily }],
})

const NOTHING = {
  loginBonus3User: [ok(signIn(false))],
  getVipInfo: [ok(vip())],
  betBonus: [ok(rebate(0))],
  getTaskUser: [ok(tasks([task({ id: 7 })]))],
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement

describe('Rewards waiting page', () => {
  it('shows a spinner while the figures load', async () => {
    stubFetchByCall({ ...NOTHING, betBonus: [hang] })
    renderPage()
    await waitFor(() => expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy())
  })

  it('offers a retry when one of the figures cannot be loaded', async () => {
    stubFetchByCall({ ...NOTHING, getTaskUser: [fail(500), fail(500), ok(tasks([]))] })
    renderPage()
    expect(await screen.findByText('Your rewards could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Nothing to claim right now')).toBeTruthy()
  })

  it('says where rewards come from when nothing waits', async () => {
    stubFetchByCall(NOTHING)
    renderPage()
    expect(await screen.findByText('Nothing to claim right now')).toBeTruthy()
    expect(screen.getByText(/daily sign-in, tasks, your VIP level and the rebate/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull()
  })

  it('lists each claimable reward with what it pays', async () => {
    stubFetchByCall({
      loginBonus3User: [ok(signIn(true))],
      getVipInfo: [ok(vip({ signInAward: 300, dailyBonus: 500, dailyClaimed: false }))],
      betBonus: [ok(rebate(95))],
      getTaskUser: [
        ok(tasks([task({ id: 7 }), task({ id: 8, goal: 'bet_count', target: 20, reward: 150, state: 1 })])),
      ],
    })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Rewards waiting for you' })).toBeTruthy()
    const names = screen.getAllByRole('listitem').map((li) => li.textContent)
    expect(names).toEqual([
      'Daily sign-inR$3Claim',
      'VIP sign-in awardR$3Claim',
      'VIP daily bonusR$5Claim',
      'RebateR$0.95Claim',
      'Play 20 roundsTask rewardR$1.50Claim',
    ])
    expect(screen.getByRole('button', { name: 'Claim: Play 20 rounds' })).toBeTruthy()
  })

  it('claims the sign-in in place: the reward list, the header coin, the row gone', async () => {
    const stub = stubFetchByCall({
      ...NOTHING,
      loginBonus3User: [ok(signIn(true)), ok(signIn(false))],
      loginBonus3UserReceive: [ok({ day: 3, prizes: [{ propId: 2001, amount: 300 }], coin: 1_300 })],
      getUserInfo: [ok(testUser({ coin: 1_300 }))],
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Daily sign-in' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$3')
    expect(getSession().user?.coin).toBe(1_300)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    expect(await screen.findByText('Nothing to claim right now')).toBeTruthy()
    expect(stub.mock.calls.some(([url]) => String(url).endsWith('/loginBonus3UserReceive'))).toBe(true)
  })

  it('claims a VIP bonus, the rebate and a task through their own calls', async () => {
    const stub = stubFetchByCall({
      loginBonus3User: [ok(signIn(false))],
      getVipInfo: [ok(vip({ dailyClaimed: false }))],
      betBonus: [ok(rebate(95))],
      getTaskUser: [ok(tasks([task({ id: 8, goal: 'bet_count', target: 20, reward: 150, state: 1 })]))],
      appVipUserReceiveDaily: [ok({ amount: 500, coin: 1_500 })],
      betBonusReceive: [ok({ amount: 95, coin: 1_595 })],
      receiveTaskAward: [ok({ prizes: [{ propId: 2001, amount: 150 }], coin: 1_745 })],
    })
    renderPage()
    const claimAndClose = async (name: string, paid: string) => {
      fireEvent.click(within(row(name)).getByRole('button'))
      expect((await screen.findByRole('alertdialog')).textContent).toContain(paid)
      fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    }
    await screen.findByText('VIP daily bonus')
    await claimAndClose('VIP daily bonus', 'R$5')
    await claimAndClose('Rebate', 'R$0.95')
    await claimAndClose('Play 20 rounds', 'R$1.50')
    expect(getSession().user?.coin).toBe(1_745)
    const sent = stub.mock.calls.find(([url]) => String(url).endsWith('/receiveTaskAward'))
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: 8 })
    expect(
      JSON.parse(String(stub.mock.calls.find(([u]) => String(u).endsWith('/betBonusReceive'))?.[1]?.body)),
    ).toMatchObject({ type: 0 })
  })

  it('a refused claim says why', async () => {
    stubFetchByCall({
      ...NOTHING,
      loginBonus3User: [ok(signIn(true))],
      loginBonus3UserReceive: [fail(409, 1403, 'taskClaimed')],
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim: Daily sign-in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You already claimed this reward.')
  })

  it('a visitor is asked to log in and brought back', async () => {
    const stub = stubFetchByCall({})
    renderPage({ signedIn: false })
    expect(await screen.findByText('Log in to see your rewards')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/bonus/reward')}`,
    )
    expect(stub).not.toHaveBeenCalled()
  })
})
