import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Task } from '../../../contract/calls/tasks.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { RED_DOTS_KEY } from '../../api/red-dots.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { TasksPage } from './tasks-page.tsx'

isolateFormTests()

function renderPage({ signedIn = true, at = '/bonus/tasks' } = {}) {
  if (signedIn) startSession({ token: 't', user: testUser({ coin: 1_000 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: TasksPage }),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return Object.assign(router, { client })
}

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

// 2100-01-01: far enough that the time left is always days away.
const END = Date.UTC(2100, 0, 1) / 1000

const reply = (daily: Task[], vip: Task[] = [], level = 0) => ({
  vip: level,
  groups: [
    { group: 'daily', endTime: END, tasks: daily },
    { group: 'weekly', endTime: END, tasks: [task({ id: 201, goal: 'bet_count', target: 20, progress: 3 })] },
    { group: 'newbie', endTime: END, tasks: [] },
    { group: 'vip', endTime: END, tasks: vip },
  ],
})

const DAILY = [
  task({ id: 102, progress: 1_500 }),
  task({ id: 103, goal: 'valid_bet_amount', target: 10_000, progress: 10_000, reward: 100, state: 1 }),
  task({ id: 101, goal: 'sign_in_days', target: 1, progress: 1, reward: 50, state: 2 }),
]

const row = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement

describe('Tasks page', () => {
  it('shows a spinner while the tasks load', async () => {
    stubFetchByCall({ getTaskUser: [hang] })
    renderPage()
    await waitFor(() => expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy())
  })

  it('offers a retry when the tasks cannot be loaded', async () => {
    stubFetchByCall({ getTaskUser: [fail(500), fail(500), ok(reply(DAILY))] })
    renderPage()
    expect(await screen.findByText('Tasks could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Deposit R$20' })).toBeTruthy()
  })

  it('says so when there are no tasks at all', async () => {
    stubFetchByCall({ getTaskUser: [ok({ vip: 0, groups: [{ group: 'daily', endTime: END, tasks: [] }] })] })
    renderPage()
    expect(await screen.findByText('No tasks right now')).toBeTruthy()
  })

  it('lists the daily tasks with their progress, reward and state; ?group=1 opens the weekly ones', async () => {
    stubFetchByCall({ getTaskUser: [ok(reply(DAILY))] })
    const router = renderPage()
    const deposit = await screen.findByRole('heading', { name: 'Deposit R$20' })
    expect(deposit.closest('li')?.textContent).toBe('Deposit R$20Reward R$2R$15 / R$20')
    expect(within(row('Deposit R$20')).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75')
    expect(within(row('Bet R$100 in valid bets')).getByRole('button', { name: 'Claim' })).toBeTruthy()
    expect(row('Claim the daily sign-in reward').textContent).toContain('Claimed')
    expect(screen.getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText(/^Resets in \d+ d \d+ h$/)).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'Weekly' }))
    expect(await screen.findByRole('heading', { name: 'Play 20 rounds' })).toBeTruthy()
    expect(router.state.location.href).toBe('/bonus/tasks?group=1')
    expect(row('Play 20 rounds').textContent).toContain('3 / 20')
  })

  it('?group=1 selects the second group on arrival', async () => {
    stubFetchByCall({ getTaskUser: [ok(reply(DAILY))] })
    renderPage({ at: '/bonus/tasks?group=1' })
    expect(await screen.findByRole('heading', { name: 'Play 20 rounds' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Weekly' }).getAttribute('aria-selected')).toBe('true')
  })

  it('claims: the reward list with the prize, the header coin from the reply, the list refetched', async () => {
    const claimed = DAILY.map((x) => (x.id === 103 ? { ...x, state: 2 } : x))
    const stub = stubFetchByCall({
      getTaskUser: [ok(reply(DAILY)), ok(reply(claimed))],
      receiveTaskAward: [ok({ prizes: [{ propId: 2001, amount: 100 }], coin: 1_100 })],
      getUserInfo: [ok(testUser({ coin: 1_100 }))],
    })
    renderPage()
    await screen.findByRole('heading', { name: 'Bet R$100 in valid bets' })
    fireEvent.click(within(row('Bet R$100 in valid bets')).getByRole('button', { name: 'Claim' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$1')
    expect(getSession().user?.coin).toBe(1_100)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    await waitFor(() => expect(row('Bet R$100 in valid bets').textContent).toContain('Claimed'))
    const sent = stub.mock.calls.find(([url]) => String(url).endsWith('/receiveTaskAward'))
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: 103 })
  })

  it('a task paying points says so and its claim shows the points in the reward list', async () => {
    const points = task({
      id: 105,
      goal: 'bet_count',
      target: 50,
      progress: 50,
      reward: 30,
      propId: 2002,
      state: 1,
    })
    stubFetchByCall({
      getTaskUser: [ok(reply([points]))],
      receiveTaskAward: [ok({ prizes: [{ propId: 2002, amount: 30 }], coin: 1_000 })],
    })
    renderPage()
    const card = (await screen.findByRole('heading', { name: 'Play 50 rounds' })).closest('li') as HTMLElement
    expect(card.textContent).toBe('Play 50 roundsReward 30 points50 / 50Claim')
    expect(card.querySelector('[data-prize="2002"]')).toBeTruthy()
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('30 points')
    expect(getSession().user?.coin).toBe(1_000)
  })

  it('a refused claim says why', async () => {
    stubFetchByCall({
      getTaskUser: [ok(reply(DAILY))],
      receiveTaskAward: [fail(409, 1403, 'taskClaimed')],
    })
    renderPage()
    await screen.findByRole('heading', { name: 'Bet R$100 in valid bets' })
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    expect((await screen.findByRole('alert')).textContent).toBe('You already claimed this reward.')
  })

  it('VIP tasks: locked ones say from which level; claim all pays the ready ones', async () => {
    const vip = [
      task({
        id: 401,
        goal: 'valid_bet_amount',
        target: 200_000,
        progress: 200_000,
        reward: 2_000,
        state: 1,
        minVip: 1,
      }),
      task({ id: 403, goal: 'bet_count', target: 500, progress: 20, reward: 10_000, state: 3, minVip: 5 }),
    ]
    const stub = stubFetchByCall({
      getTaskUser: [ok(reply(DAILY, vip, 2))],
      receiveVipTaskUnReceiveBonus: [ok({ prizes: [{ propId: 2001, amount: 2_000 }], coin: 3_000 })],
    })
    renderPage({ at: '/bonus/tasks?group=3' })
    expect(await screen.findByText('Your level: VIP 2')).toBeTruthy()
    expect(row('Play 500 rounds').textContent).toContain('From VIP 5')
    fireEvent.click(screen.getByRole('button', { name: 'Claim all VIP rewards' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('R$20')
    expect(getSession().user?.coin).toBe(3_000)
    expect(stub.mock.calls.some(([url]) => String(url).endsWith('/receiveVipTaskUnReceiveBonus'))).toBe(true)
  })

  it('Go on a visit task tells finishTask, marks the red dots stale (the task may be ready now) and opens its page', async () => {
    const visit = task({ id: 104, goal: 'visit', target: 1, link: '/faq' })
    const stub = stubFetchByCall({
      getTaskUser: [ok(reply([visit]))],
      finishTask: [ok({ task: { ...visit, progress: 1, state: 1 } })],
    })
    const page = renderPage()
    page.client.setQueryData(RED_DOTS_KEY, { taskAwardFlag: false })
    fireEvent.click(await screen.findByRole('button', { name: 'Go' }))
    await waitFor(() => expect(page.state.location.pathname).toBe('/faq'))
    expect(page.client.getQueryState(RED_DOTS_KEY)?.isInvalidated).toBe(true)
    const sent = stub.mock.calls.find(([url]) => String(url).endsWith('/finishTask'))
    expect(JSON.parse(String(sent?.[1]?.body))).toMatchObject({ id: 104 })
  })

  it('a claim marks the red dots stale so the Tasks tab loses its dot', async () => {
    stubFetchByCall({
      getTaskUser: [ok(reply(DAILY))],
      receiveTaskAward: [ok({ prizes: [{ propId: 2001, amount: 100 }], coin: 1_100 })],
    })
    const page = renderPage()
    page.client.setQueryData(RED_DOTS_KEY, { taskAwardFlag: true })
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }))
    await screen.findByRole('alertdialog')
    await waitFor(() => expect(page.client.getQueryState(RED_DOTS_KEY)?.isInvalidated).toBe(true))
  })

  it('a visitor sees the tasks, a log-in button back to them, and no Claim', async () => {
    stubFetchByCall({ getTaskUser: [ok(reply([task({ id: 102 })]))] })
    renderPage({ signedIn: false, at: '/bonus/tasks?group=0' })
    expect(await screen.findByRole('heading', { name: 'Deposit R$20' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent('/bonus/tasks?group=0')}`,
    )
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull()
  })
})
