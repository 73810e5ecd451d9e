import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VipData } from '../../../contract/calls/vip.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { VipLevelPage } from './level-page.tsx'
import { VipPage } from './vip-page.tsx'

isolateFormTests()

const LEVELS = [
  { level: 0, experience: 0, betLimit: 5_000, showType: 1, levelUpReward: 0, dailyBonus: 0, signInAward: 10 },
  {
    level: 1,
    experience: 10_000,
    betLimit: 10_000,
    showType: 1,
    levelUpReward: 200,
    dailyBonus: 50,
    signInAward: 20,
  },
  {
    level: 2,
    experience: 50_000,
    betLimit: 20_000,
    showType: 2,
    levelUpReward: 800,
    dailyBonus: 100,
    signInAward: 30,
  },
]

/** VIP 0 with 0 experience, nothing claimed; override what a test is about. */
const vipData = (over: Partial<VipData> = {}): { vipData: VipData } => ({
  vipData: {
    level: 0,
    experience: 0,
    nextLevel: 1,
    nextExperience: 10_000,
    needExperience: 10_000,
    progress: 0,
    betLimit: 5_000,
    showType: 1,
    dailyBonus: 0,
    dailyClaimed: false,
    signInAward: 10,
    signInClaimed: false,
    levels: LEVELS,
    ...over,
  },
})

function renderPage(page = VipPage) {
  startSession({ token: 't', user: testUser({ coin: 1_000, vip: 0, vipExp: 0 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: page }),
    history: createMemoryHistory({ initialEntries: ['/vip'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const progress = () => screen.getByRole('progressbar')

describe('VIP page', () => {
  it('shows a spinner while the VIP state loads', async () => {
    stubFetchByCall({ getVipInfo: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'VIP' })).toBeTruthy()
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the VIP state cannot be loaded', async () => {
    stubFetchByCall({ getVipInfo: [fail(500), fail(500), ok(vipData())] })
    renderPage()
    expect(await screen.findByText('VIP could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('progressbar')).toBeTruthy()
  })

  it('shows the empty state when the operator has no ladder', async () => {
    stubFetchByCall({ getVipInfo: [ok(vipData({ levels: [] }))] })
    renderPage()
    expect(await screen.findByText('No VIP levels yet')).toBeTruthy()
  })

  it('VIP 0: progress 0 to VIP 1, the sign-in award to claim, no daily bonus before VIP 1', async () => {
    stubFetchByCall({ getVipInfo: [ok(vipData())] })
    renderPage()
    expect(await screen.findByText('VIP 0')).toBeTruthy()
    expect(progress().getAttribute('aria-valuenow')).toBe('0')
    expect(progress().getAttribute('aria-label')).toBe('Progress to VIP 1')
    expect(screen.getByText(/To VIP 1:/).textContent).toBe('To VIP 1: R$100 (0%)')
    expect(screen.getByRole('button', { name: 'Claim' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Claim' })).toHaveLength(1)
    expect(screen.getByText('From VIP 1')).toBeTruthy()
    expect(screen.getByRole('link', { name: /All levels and benefits/ }).getAttribute('href')).toBe(
      '/vip/level',
    )
    expect(
      screen.getByText(/Experience is the total of your valid bets: every R\$1 you bet adds R\$1/),
    ).toBeTruthy()
  })

  it('claims the sign-in award: the reward list, the header coin from the reply, then Claimed today', async () => {
    stubFetchByCall({
      getVipInfo: [ok(vipData()), ok(vipData({ signInClaimed: true }))],
      appVipUserReceiveSignInAward: [ok({ amount: 10, coin: 1_010 })],
      getUserInfo: [ok(testUser({ coin: 1_010 }))],
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$0.10')
    expect(getSession().user?.coin).toBe(1_010)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    const done = await screen.findByRole('button', { name: 'Claimed today' })
    expect((done as HTMLButtonElement).disabled).toBe(true)
  })

  it('VIP 1 with both claimed today: two disabled Claimed today buttons', async () => {
    stubFetchByCall({
      getVipInfo: [
        ok(
          vipData({
            level: 1,
            experience: 30_000,
            nextLevel: 2,
            nextExperience: 50_000,
            needExperience: 20_000,
            progress: 50,
            dailyBonus: 50,
            dailyClaimed: true,
            signInAward: 20,
            signInClaimed: true,
          }),
        ),
      ],
    })
    renderPage()
    const buttons = await screen.findAllByRole('button', { name: 'Claimed today' })
    expect(buttons.map((b) => (b as HTMLButtonElement).disabled)).toEqual([true, true])
    expect(screen.getByText(/To VIP 2:/).textContent).toBe('To VIP 2: R$200 (50%)')
    expect(progress().getAttribute('aria-valuenow')).toBe('50')
  })

  it('says so when the server refuses a claim', async () => {
    stubFetchByCall({
      getVipInfo: [ok(vipData({ level: 1, dailyBonus: 50, signInAward: 0 }))],
      appVipUserReceiveDaily: [fail(409, 1201, 'vipDailyClaimed')],
    })
    renderPage()
    expect(await screen.findByText('None at your level')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You have already received today's VIP bonus. Come back after 00:00 UTC.",
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('at the top level: Top level reached, a full bar, no next level', async () => {
    stubFetchByCall({
      getVipInfo: [
        ok(
          vipData({
            level: 2,
            experience: 90_000,
            nextLevel: 2,
            nextExperience: 50_000,
            needExperience: 0,
            progress: 100,
          }),
        ),
      ],
    })
    renderPage()
    expect(await screen.findByText('Top level reached')).toBeTruthy()
    expect(progress().getAttribute('aria-valuenow')).toBe('100')
    expect(screen.queryByText(/To VIP/)).toBeNull()
  })
})

describe('VIP levels page', () => {
  it('lists what each level gives, the player’s own level marked', async () => {
    stubFetchByCall({ getVipInfo: [ok(vipData({ level: 1 }))] })
    renderPage(VipLevelPage)
    expect(await screen.findByRole('heading', { name: 'Benefits by level' })).toBeTruthy()
    const rows = screen.getAllByRole('row').map((r) => r.textContent)
    expect(rows).toEqual([
      'LevelExperience neededLevel-up rewardDaily bonusSign-in award',
      'VIP 0R$0R$0R$0R$0.10',
      'VIP 1R$100R$2R$0.50R$0.20',
      'VIP 2R$500R$8R$1R$0.30',
    ])
    expect(screen.getAllByRole('row')[2]?.getAttribute('aria-current')).toBe('true')
  })
})
