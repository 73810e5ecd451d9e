import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, ok, stubFetch, testUser } from '../../api/fetch-stub.test-util.ts'
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
    renderPage()
    expect(await screen.findByRole('heading', { name: 'First-deposit bonus' })).toBeTruthy()
    expect(cards()).toHaveLength(1)
    expect(cards()[0]).toMatch(/Up to\D{0,4}120(?![\d.,])/)
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/wallets?name=deposit')
  })

  it('links to VIP, beside the daily sign-in', async () => {
    renderPage()
    const vip = await screen.findByRole('link', { name: /VIP club/ })
    expect(vip.getAttribute('href')).toBe('/vip')
    expect(vip.textContent).toContain('Daily bonus, sign-in award and level-up rewards')
  })

  it('shows a visitor the empty state when no rule backs an amount', async () => {
    renderPage(0)
    expect(await screen.findByText('No promotions right now')).toBeTruthy()
    expect(screen.queryByRole('listitem')).toBeNull()
  })

  it('lists both offers, with their terms, to a player who has not deposited', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    stubFetch(ok(tradeInfo(0)))
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
    stubFetch(ok(tradeInfo(5_000, [rule(2, 2, 'Every deposit +5%', 500, 1_250, 2_550)])))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
    expect(cards()[0]).toContain('Up toR$12.50')
    expect(cards()[0]).toContain('Minimum depositR$25.50')
  })

  it('never shows a depositor the first-deposit offer', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    stubFetch(ok(tradeInfo(5_000)))
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
    expect(cards()).toHaveLength(1)
    expect(document.body.textContent).not.toMatch(/first/i)
  })

  it('shows a depositor the empty state when only a first-deposit rule is active', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 5_000 }) })
    stubFetch(ok(tradeInfo(5_000, [rule(1, 1, 'First deposit bonus', 2000, 10_000)])))
    renderPage()
    expect(await screen.findByText('No promotions right now')).toBeTruthy()
  })

  it('offers a retry when the offers cannot be loaded', async () => {
    startSession({ token: 't', user: testUser({ totalRecharge: 0 }) })
    stubFetch(fail(500), fail(500), ok(tradeInfo(0)))
    renderPage()
    expect(await screen.findByText("We couldn't load the promotions")).toBeTruthy()
    screen.getByRole('button', { name: 'Retry' }).click()
    expect(await screen.findByRole('heading', { name: 'Every deposit +5%' })).toBeTruthy()
  })
})
