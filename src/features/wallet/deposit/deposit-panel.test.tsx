import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, type Handler, hang, ok, stubFetchByCall } from '../../../api/fetch-stub.test-util.ts'
import '../../../i18n/index.ts'
import { tradeInfo } from './fixtures.test-util.ts'
import { callsTo, pendingOrder, renderDepositPanel, signedInPlayerEachTest } from './panel.test-util.tsx'
import { payRedirect } from './pay-redirect.ts'

/** Answers by call name; a call not listed never answers. */
const serve = (routes: Record<string, Handler | Handler[]>) => stubFetchByCall(routes, hang)

signedInPlayerEachTest()

describe('DepositPanel', () => {
  it('shows an error with a retry, then the channels', async () => {
    const fn = serve({ getTradeInfo: [fail(500), fail(500), ok(tradeInfo())] })
    renderDepositPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(screen.getByText("Couldn't load the deposit options")).toBeTruthy()
    expect(await screen.findByRole('radio', { name: 'T2' })).toBeTruthy()
    expect(callsTo(fn, 'getTradeInfo').length).toBeGreaterThanOrEqual(2)
  })

  it('says so when no channel is offered', async () => {
    serve({ getTradeInfo: ok(tradeInfo({ appRechargeTypeMap: {}, appRechargeTypeItemMap: {} })) })
    renderDepositPanel()
    expect(await screen.findByText('Deposits are not available right now')).toBeTruthy()
  })

  it('preselects the last used channel and its first item, shows the minimum and the bonus', async () => {
    serve({ getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })) })
    renderDepositPanel()
    const channel = (await screen.findByRole('radio', { name: 'T1' })) as HTMLInputElement
    expect(channel.checked).toBe(true)
    expect(screen.getByText('Min R$1 · Max R$10,000 per deposit')).toBeTruthy()
    const first = screen.getAllByRole('radio').find((r) => r.getAttribute('name') === 'deposit-item')
    expect((first as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText('Added to your balance')).toBeTruthy()
  })

  const everyDeposit = {
    id: 2,
    kind: 2,
    name: 'Every deposit',
    percentBp: 2_500,
    fixedAmount: 0,
    maxBonus: 0,
    minDeposit: 0,
    rechargeTypeId: 0,
    wagerMultiple: 5,
  }

  it('shows prices and bonuses exactly, with the currency (issue 17)', async () => {
    const items = {
      '10': { id: 10, price: 5_000, sort: 2, bonus: 0 },
      '11': { id: 11, price: 5_000, sort: 1, bonus: 1_250 },
    }
    serve({
      getTradeInfo: ok(
        tradeInfo({ lastRechargeTypeId: 1, appRechargeItemMap: items, appRechargeBonusList: [everyDeposit] }),
      ),
    })
    renderDepositPanel()
    const item = (await screen.findAllByRole('radio')).find(
      (r) => (r as HTMLInputElement).checked && r.getAttribute('name') === 'deposit-item',
    )
    expect(item?.parentElement?.textContent).toBe('R$50Bonus + R$12.50')
    const summary = screen.getByText('You pay').closest('dl')
    // Bonus money is not cash: the balance gets the deposit; the bonus shows apart, once chosen (issue 18).
    expect(summary?.textContent).toBe('You payR$50Added to your balanceR$50')
    fireEvent.click(screen.getByRole('checkbox'))
    expect(summary?.textContent).toBe(
      'You payR$50Added to your balanceR$50Bonus money (after wagering)+R$12.50',
    )
  })

  it('offers the bonus unticked with its terms, and sends the choice the player made', async () => {
    vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const fn = serve({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1, appRechargeBonusList: [everyDeposit] })),
      recharge: ok(pendingOrder),
    })
    renderDepositPanel()
    const box = (await screen.findByRole('checkbox', {
      name: 'Yes, add the bonus to this deposit as bonus money: R$5',
    })) as HTMLInputElement
    expect(box.checked).toBe(false)
    // Item 11 is 20.00: 25% is 5.00, to be bet 5x = 25.00 with cash.
    const terms = screen.getByText(/cannot be bet or withdrawn/).closest('ul')?.textContent ?? ''
    expect(terms).toContain('once you have bet 5× the bonus with cash. For this deposit that is R$25.')
    expect(terms).toContain('It does not expire.')
    expect(terms).toContain('Withdrawing never costs you the bonus: your cash is always yours to withdraw.')
    expect(box.getAttribute('aria-describedby')).toBe('deposit-bonus-terms')

    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(callsTo(fn, 'recharge')).toHaveLength(1))
    expect(JSON.parse(String(callsTo(fn, 'recharge')[0]?.[1].body))).toMatchObject({
      itemId: 11,
      bonusOptIn: false,
    })

    fireEvent.click(box)
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(callsTo(fn, 'recharge')).toHaveLength(2))
    expect(JSON.parse(String(callsTo(fn, 'recharge')[1]?.[1].body))).toMatchObject({
      itemId: 11,
      bonusOptIn: true,
    })
  })

  it('shows no bonus offer when no bonus applies', async () => {
    serve({ getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })) })
    renderDepositPanel()
    expect(await screen.findByText('You pay')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })

  it('creates the order with the chosen item and goes to the pay page', async () => {
    const go = vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const fn = serve({ getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })), recharge: ok(pendingOrder) })
    renderDepositPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox-pay/x'))
    const body = JSON.parse(String(callsTo(fn, 'recharge')[0]?.[1].body))
    expect(body).toMatchObject({ rechargeTypeId: 1, itemId: 11 })
    expect(body.amount).toBeUndefined()
  })

  it('sends a custom amount in minor units and reuses the key after a network failure', async () => {
    vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const network: Handler = () => Promise.reject(new TypeError('offline'))
    const fn = serve({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      recharge: [network, ok(pendingOrder)],
    })
    renderDepositPanel()
    fireEvent.click(await screen.findByRole('radio', { name: 'Other' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to deposit' }), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('Enter a whole amount, without cents.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to deposit' }), { target: { value: '50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await screen.findByText('No connection. Please check your network.')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(callsTo(fn, 'recharge')).toHaveLength(2))
    const [a, b] = callsTo(fn, 'recharge')
    expect(JSON.parse(String(a?.[1].body))).toMatchObject({ rechargeTypeId: 1, amount: 5_000 })
    const key = (c: typeof a) => (c?.[1].headers as Record<string, string> | undefined)?.['idempotency-key']
    expect(key(a)).toBe(key(b))
  })

  const keyOf = (c: [string, RequestInit] | undefined) =>
    (c?.[1].headers as Record<string, string> | undefined)?.['idempotency-key']

  it('resubmits with the same key after a 409, so a second order is never created', async () => {
    const go = vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const conflict = fail(409, 409, 'idempotencyConflict')
    const fn = serve({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      // The client retries a 409 once by itself; both answer 409, then the player submits again.
      recharge: [conflict, conflict, ok(pendingOrder)],
    })
    renderDepositPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }))
    expect(await screen.findByText('This request is already being processed.')).toBeTruthy()
    expect(callsTo(fn, 'recharge')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(go).toHaveBeenCalledWith('/sandbox-pay/x'))
    const sent = callsTo(fn, 'recharge')
    expect(sent).toHaveLength(3)
    expect(keyOf(sent[0])).toBeTruthy()
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]))
    expect(keyOf(sent[2])).toBe(keyOf(sent[0]))
    expect(JSON.parse(String(sent[2]?.[1].body))).toMatchObject({ rechargeTypeId: 1, itemId: 11 })
  })

  it('uses a new key for a new deposit after a success, and after a clear refusal', async () => {
    const go = vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const fn = serve({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      recharge: [ok(pendingOrder), fail(400, 400, 'depositAmountTooLow'), ok(pendingOrder)],
    })
    renderDepositPanel()
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(await screen.findByRole('alert')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(go).toHaveBeenCalledTimes(2))
    const keys = callsTo(fn, 'recharge').map(keyOf)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(3)
  })

  it('asks to bind a phone first when the config requires it', async () => {
    serve({
      getTradeInfo: ok(tradeInfo()),
      appConfig: ok({ settings: { isDepositBindMobile: 1, isDepositBank: 0 } }),
    })
    const client = renderDepositPanel()
    client.setQueryData(['appConfig', 'en'], {
      settings: { isDepositBindMobile: 1, isDepositBank: 0 },
    } as never)
    expect(await screen.findByRole('link', { name: 'Link phone' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Deposit' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
