import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { SignInRulePage } from './rule-page.tsx'
import { SignInPage } from './sign-in-page.tsx'

isolateFormTests()

const AMOUNTS = [100, 200, 300, 500, 800, 1200, 2000]
const status = (today: number, claimedThrough: number, canClaim: boolean) => ({
  days: AMOUNTS.map((amount, i) => ({ day: i + 1, amount, claimed: i + 1 <= claimedThrough })),
  today,
  canClaim,
  nextResetTime: Date.UTC(2026, 10, 23) / 1000,
})

function renderPage(page = SignInPage) {
  startSession({ token: 't', user: testUser({ coin: 1_000 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/activity/sign-in'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const days = () => screen.getAllByRole('listitem').map((li) => li.textContent ?? '')

describe('Daily sign-in page', () => {
  it('shows a spinner while the cycle loads', async () => {
    stubFetchByCall({ loginBonus3User: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Daily sign-in' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the cycle cannot be loaded', async () => {
    stubFetchByCall({ loginBonus3User: [fail(500), fail(500), ok(status(1, 0, true))] })
    renderPage()
    expect(await screen.findByText("We couldn't load the daily sign-in")).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('button', { name: 'Claim day 1' })).toBeTruthy()
  })

  it('shows the empty state when the operator offers no daily rewards', async () => {
    stubFetchByCall({ loginBonus3User: [ok({ ...status(1, 0, false), days: [] })] })
    renderPage()
    expect(await screen.findByText('No daily rewards right now')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Claim/ })).toBeNull()
  })

  it('shows the 7 days, the claimed ones and today, and the rule link', async () => {
    stubFetchByCall({ loginBonus3User: [ok(status(3, 2, true))] })
    renderPage()
    expect(await screen.findByRole('button', { name: 'Claim day 3' })).toBeTruthy()
    expect(days()).toEqual([
      'Day 1R$1Claimed',
      'Day 2R$2Claimed',
      'Day 3R$3Today',
      'Day 4R$5Upcoming',
      'Day 5R$8Upcoming',
      'Day 6R$12Upcoming',
      'Day 7R$20Upcoming',
    ])
    expect(screen.getByRole('link', { name: /Rules/ }).getAttribute('href')).toBe('/activity/sign-in/rule')
  })

  it('claims today: the reward list shows the prize, the header coin is the reply, then the button is off', async () => {
    stubFetchByCall({
      loginBonus3User: [ok(status(1, 0, true)), ok(status(1, 1, false))],
      loginBonus3UserReceive: [ok({ day: 1, prizes: [{ propId: 2001, amount: 100 }], coin: 1_100 })],
      getUserInfo: [ok(testUser({ coin: 1_100 }))],
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim day 1' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$1')
    expect(modal.textContent).toContain('Tap the screen to continue')
    expect(getSession().user?.coin).toBe(1_100)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const done = await screen.findByRole('button', { name: 'Claimed today' })
    expect((done as HTMLButtonElement).disabled).toBe(true)
  })

  it('says so when the server refuses a second claim the same day', async () => {
    stubFetchByCall({
      loginBonus3User: [ok(status(1, 0, true))],
      loginBonus3UserReceive: [fail(409, 1101, 'signInClaimed')],
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim day 1' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You have already claimed today's reward. Come back after 00:00 UTC.",
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('Daily sign-in rules page', () => {
  it('lists what each day pays and what a missed day does', async () => {
    stubFetchByCall({ loginBonus3User: [ok(status(1, 0, true))] })
    renderPage(SignInRulePage)
    expect(await screen.findByRole('heading', { name: 'What each day pays' })).toBeTruthy()
    const rows = screen.getAllByRole('row').map((r) => r.textContent)
    expect(rows).toEqual([
      'Day 1R$1',
      'Day 2R$2',
      'Day 3R$3',
      'Day 4R$5',
      'Day 5R$8',
      'Day 6R$12',
      'Day 7R$20',
    ])
    expect(screen.getByText('If you miss a day, the cycle starts again at day 1.')).toBeTruthy()
  })
})
