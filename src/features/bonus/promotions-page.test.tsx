import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { PromotionsPage } from './promotions-page.tsx'

isolateFormTests()

const rule = (
  id: number,
  kind: number,
  name: string,
  percentBp: number,
  maxBonus: number,
  minDeposit = 0,
) => ({
  id,
  kind,
  name,
  percentBp,
  fixedAmount: 0,
  maxBonus,
  minDeposit,
  rechargeTypeId: 0,
})

const tradeInfo = (
  firstRecharge: number,
  rules = [
    rule(1, 1, 'First deposit bonus', 2000, 10_000, 1_000),
    rule(2, 2, 'Every deposit +5%', 500, 2_000),
  ],
) => ({
  appRechargeTypeMap: {},
  appRechargeTypeItemMap: {},
  appRechargeItemMap: {},
  appRechargeBonusList: rules,
  hash: 'h',
  totalRecharge: firstRecharge,
  firstRecharge,
  lastRechargeTypeId: 0,
  currency: 'BRL',
})

const activity = (id: number, clickAction: string, name: string, more: Record<string, unknown> = {}) => ({
  id,
  typeId: 15,
  sort: id,
  type: 0,
  clickType: 1,
  clickAction,
  unloginShowStatus: 0,
  name,
  description: `${name} text`,
  image: '',
  startTime: 0,
  endTime: 0,
  ...more,
})

const activities = (...list: ReturnType<typeof activity>[]) => ({
  activityMap: Object.fromEntries(list.map((a) => [String(a.id), a])),
  activityIds: list.map((a) => a.id),
  hasTurntable: false,
  totalRecharge: 0,
})

/** getTradeInfo answers in order; no activities run unless given. */
const offers = (...tradeInfo: Parameters<typeof stubFetchByCall>[0][string][]) =>
  stubFetchByCall({ getTradeInfo: tradeInfo.flat(), getActivityIds: ok(activities()) })

function renderPage(lobbyBonusAmount = 12_000) {
  const config = { ...testConfig(), clientConfig: { lobbyBonusAmount } } as AppConfig
  const client = clientWithConfig(config, { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: PromotionsPage }),
    history: createMemoryHistory({ initialEntries: ['/bonus'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const cards = () => screen.getAllByRole('listitem').map((li) => li.textContent ?? '')

describe('Promotions page', () => {
  it("shows a visitor the first-deposit offer's 'up to' figure and a Deposit button", async () => {
    offers()
    renderPage()
    expect(await screen.findByRole('heading', { name: 'First-deposit bonus' })).toBeTruthy()
    expect(cards()).toHaveLength(1)
    expect(cards()[0]).toMatch(/Up to\D{0,4}120(?![\d.,])/)
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/wallets?name=deposit')
  })

  it('lists the running activities in their order, each a link to its page', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    stubFetchByCall({
      getTradeInfo: ok(tradeInfo(0)),
      getActivityIds: ok(
        activities(
          activity(1, 'FreeSign', 'Daily sign-in'),
          activity(2, 'VIP', 'VIP club'),
          activity(3, 'Tasks1', 'Newcomer tasks'),
          activity(4, 'promo', 'Partner offer', { clickType: 3, clickAction: 'https://example.com/p' }),
          activity(5, 'bad', 'Bad link', { clickType: 3, clickAction: 'javascript:alert(1)' }),
        ),
      ),
    })
    renderPage()
    const section = await screen.findByRole('region', { name: 'Activities' })
    const links = within(section).getAllByRole('link')
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Daily sign-inDaily sign-in text', '/activity/sign-in'],
      ['VIP clubVIP club text', '/vip'],
      ['Newcomer tasksNewcomer tasks text', '/bonus/tasks?group=1'],
      ['Partner offerPartner offer text(opens in a new tab)', 'https://example.com/p'],
    ])
    expect(links[3]?.getAttribute('target')).toBe('_blank')
    expect(links[3]?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('link', { name: 'Reward history' }).getAttribute('href')).toBe('/reward/record')
  })

  it('sends a visitor to login first for a login-only activity, and straight in for the others', async () => {
    stubFetchByCall({
      getActivityIds: ok(
        activities(
          activity(1, 'FreeSign', 'Daily sign-in'),
          activity(3, 'Tasks', 'Tasks', { unloginShowStatus: 1 }),
        ),
      ),
    })
    renderPage()
    const section = await screen.findByRole('region', { name: 'Activities' })
    const [signIn, tasks] = within(section).getAllByRole('link')
    expect(signIn?.getAttribute('href')).toBe('/auth/login?redirect=%2Factivity%2Fsign-in')
    expect(signIn?.textContent).toContain('Log in to join')
    expect(tasks?.getAttribute('href')).toBe('/bonus/tasks')
    expect(tasks?.textContent).not.toContain('Log in to join')
    expect(screen.queryByRole('link', { name: 'Reward history' })).toBeNull()
  })

  it('offers a retry when the activities cannot be loaded', async () => {
    stubFetchByCall({
      getActivityIds: [fail(500), fail(500), ok(activities(activity(2, 'VIP', 'VIP club')))],
    })
    renderPage()
    expect(await screen.findByText('Could not load the activities')).toBeTruthy()
    screen.getByRole('button', { name: 'Retry' }).click()
    expect((await screen.findByRole('link', { name: /VIP club/ })).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Fvip',
    )
  })

  it('shows a visitor the empty state when no rule backs an amount', async () => {
    offers()
    renderPage(0)
    expect(await screen.findByText('No promotions right now')).toBeTruthy()
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('lists both offers, with their terms, to a player who has not deposited', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    offers(ok(tradeInfo(0)))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'First deposit bonus' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
    const [first, every] = cards()
    expect(first).toMatch(
      /First deposit only.*Bonus20%.*Up to\D{0,4}100(?![\d.,]).*Minimum deposit\D{0,4}10(?![\d.,])/,
    )
    expect(every).toMatch(/Every deposit.*Bonus5%.*Up to\D{0,4}20(?![\d.,])/)
    expect(every).not.toContain('Minimum deposit')
    expect(screen.getAllByRole('link', { name: 'Deposit' })).toHaveLength(2)
  })

  it("writes an offer's figures exactly, with the currency (issue 17)", async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    offers(ok(tradeInfo(5_000, [rule(2, 2, 'Every deposit +5%', 500, 1_250, 2_550)])))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
    expect(cards()[0]).toContain('Up toR$12.50')
    expect(cards()[0]).toContain('Minimum depositR$25.50')
  })

  it('never shows a depositor the first-deposit offer', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    offers(ok(tradeInfo(5_000)))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
    expect(cards()).toHaveLength(1)
    expect(document.body.textContent).not.toMatch(/first/i)
  })

  it('shows a depositor the empty state when only a first-deposit rule is active', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    offers(ok(tradeInfo(5_000, [rule(1, 1, 'First deposit bonus', 2000, 10_000)])))
    renderPage()
    expect(await screen.findByText('No promotions right now')).toBeTruthy()
  })

  it('offers a retry when the offers cannot be loaded', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    offers(fail(500), fail(500), ok(tradeInfo(0)))
    renderPage()
    expect(await screen.findByText("We couldn't load the promotions")).toBeTruthy()
    screen.getByRole('button', { name: 'Retry' }).click()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
  })
})
