import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { fail, ok, stubFetchByCall, testUser } from '../../../api/fetch-stub.test-util.ts'
import { startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { ModalHost } from '../../../ui/modal-host.tsx'
import { closeModal, openModal, registerModal } from '../../../ui/modal-store.ts'
import { FirstDepositModal } from './first-deposit-modal.tsx'
import { FirstDepositPage } from './first-deposit-page.tsx'

isolateFormTests()
afterEach(() => closeModal())

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
  wagerMultiple: 5,
})
const tradeInfo = (
  firstRecharge: number,
  rules = [rule(1, 1, 'First deposit bonus', 2000, 10_000, 1_000)],
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

function renderWith(component: () => React.ReactNode, lobbyBonusAmount = 12_000) {
  const config = { ...testConfig(), clientConfig: { lobbyBonusAmount } } as AppConfig
  const client = clientWithConfig(config, { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/activity/first-deposit'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
const signIn = (totalRecharge = 0) => startSession({ token: 't', user: testUser({ totalRecharge }) })

describe('First deposit page', () => {
  it('shows a player the offer with its terms and a Deposit button', async () => {
    signIn()
    stubFetchByCall({ getTradeInfo: [ok(tradeInfo(0))] })
    renderWith(FirstDepositPage)
    const card = (await screen.findByRole('heading', { name: 'First deposit bonus', level: 2 })).closest(
      'li',
    ) as HTMLElement
    expect(within(card).getByText('20%')).toBeTruthy()
    expect(within(card).getByText('R$100')).toBeTruthy()
    expect(within(card).getByText('R$10')).toBeTruthy()
    expect(within(card).getByText(/Bet 5× the bonus/)).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe(
      '/wallets?name=deposit',
    )
  })

  it('tells a player who has deposited that the offer is used and points to the other offers', async () => {
    signIn(5_000)
    stubFetchByCall({ getTradeInfo: [ok(tradeInfo(5_000, [rule(2, 2, 'Every deposit +5%', 500, 2_000)]))] })
    renderWith(FirstDepositPage)
    expect(await screen.findByText('Your first-deposit offer is used')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the other offers' }).getAttribute('href')).toBe('/bonus')
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()
  })

  it('shows a visitor the up-to figure and a log-in button that comes back', async () => {
    stubFetchByCall({})
    renderWith(FirstDepositPage)
    expect(await screen.findByText('R$120')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Log in to take it' }).getAttribute('href')).toBe(
      '/auth/login?redirect=%2Factivity%2Ffirst-deposit',
    )
  })

  it('offers a retry when the offer cannot load, and an empty state when no rule pays it', async () => {
    signIn()
    stubFetchByCall({ getTradeInfo: [fail(500), fail(500), ok(tradeInfo(0, []))] })
    renderWith(FirstDepositPage)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No first-deposit offer right now')).toBeTruthy()
  })
})

describe('First deposit modal', () => {
  // When it opens (once per session, the start-popup queue) is tested in features/start-popups.
  it('shows the first-deposit offer and closes with Escape', async () => {
    signIn()
    stubFetchByCall({ getTradeInfo: [ok(tradeInfo(0)), ok(tradeInfo(0))] })
    const unregister = registerModal('firstDeposit', FirstDepositModal, { labelKey: 'firstDeposit.title' })
    renderWith(() => <ModalHost />)
    act(() => openModal('firstDeposit'))
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' })
    expect(await within(dialog).findByRole('link', { name: 'Deposit' })).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await act(async () => {})
    expect(screen.queryByRole('dialog')).toBeNull()
    unregister()
  })
})
