import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, hang, ok, stubFetchByCall } from '../../../api/fetch-stub.test-util.ts'
import '../../../i18n/index.ts'
import { tradeInfo } from './fixtures.test-util.ts'
import { callsTo, pendingOrder, renderDepositPanel, signedInPlayerEachTest } from './panel.test-util.tsx'
import { payRedirect } from './pay-redirect.ts'

/** The deposit page's coupon picker (issue 18): channel 1 offers item 11 (R$20, first) and 10 (R$50). */
const coupon = (over: Record<string, unknown>) => ({
  id: 1,
  typeId: 1001,
  kind: 'percent',
  name: '10% deposit boost',
  percentBp: 1_000,
  amount: 0,
  maxAmount: 2_000,
  minDeposit: 2_000,
  validDays: 7,
  state: 'usable',
  issuedAt: 1_795_000_000,
  expiresAt: 1_795_604_800,
  orderId: '',
  orderAmount: 0,
  value: 0,
  usedAt: 0,
  ...over,
})
const PERCENT = coupon({})
const FIXED = coupon({
  id: 2,
  typeId: 1201,
  kind: 'fixed',
  name: 'R$5 deposit coupon',
  percentBp: 0,
  amount: 500,
  maxAmount: 0,
  minDeposit: 5_000,
})
const USED = coupon({
  id: 3,
  name: 'Old boost',
  state: 'used',
  orderId: 'Dx',
  orderAmount: 2_000,
  value: 200,
})
const EXPIRED = coupon({ id: 4, name: 'Late boost', state: 'expired' })

const recharges = (fn: ReturnType<typeof stubFetchByCall>) =>
  callsTo(fn, 'recharge').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
const summary = () => screen.getByText('You pay').closest('dl')?.textContent
const picker = () => screen.getByRole('group', { name: 'Coupon' })

signedInPlayerEachTest()

describe('Deposit coupon picker', () => {
  it('offers the usable coupons, none picked; one above the amount is disabled with the reason', async () => {
    stubFetchByCall({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      getMyCoupons: ok({ list: [PERCENT, FIXED, USED, EXPIRED] }),
    })
    renderDepositPanel()
    const none = (await screen.findByRole(
      'radio',
      { name: 'No coupon' },
      { timeout: 5_000 },
    )) as HTMLInputElement
    expect(none.checked).toBe(true)
    const options = within(picker())
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent)
    expect(options).toEqual([
      'No coupon',
      '10% deposit boost10% of your deposit, up to R$20 · deposits from R$20',
      'R$5 deposit couponR$5 on your deposit · deposits from R$50Deposit at least R$50 to use it',
    ])
    const fixed = screen.getByTestId('coupon-1201') as HTMLInputElement
    expect(fixed.disabled).toBe(true)
    expect(fixed.getAttribute('aria-describedby')).toBe('coupon-2-reason')
    expect(summary()).toBe('You payR$20Added to your balanceR$20')
  })

  it('shows what the picked coupon adds and sends it; an amount below its minimum drops it', async () => {
    vi.spyOn(payRedirect, 'go').mockImplementation(() => undefined)
    const fn = stubFetchByCall({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      getMyCoupons: ok({ list: [PERCENT, FIXED] }),
      recharge: ok(pendingOrder),
    })
    renderDepositPanel()
    fireEvent.click(await screen.findByTestId('coupon-1001'))
    // 10% of R$20.
    expect(summary()).toBe('You payR$20Added to your balanceR$22Coupon+R$2')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(recharges(fn)).toHaveLength(1))
    expect(recharges(fn)[0]).toMatchObject({ rechargeTypeId: 1, itemId: 11, couponId: 1 })

    // The R$50 item: the fixed coupon can be picked now.
    const fifty = screen.getAllByRole('radio').find((r) => r.closest('label')?.textContent === 'R$50')
    fireEvent.click(fifty as HTMLElement)
    fireEvent.click(screen.getByTestId('coupon-1201'))
    expect(summary()).toBe('You payR$50Added to your balanceR$55Coupon+R$5')
    // A custom R$30 is below its minimum: it is not sent, and "No coupon" shows picked.
    fireEvent.click(screen.getByRole('radio', { name: 'Other' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to deposit' }), { target: { value: '30' } })
    expect((screen.getByRole('radio', { name: 'No coupon' }) as HTMLInputElement).checked).toBe(true)
    expect(summary()).toBe('You payR$30Added to your balanceR$30')
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(recharges(fn)).toHaveLength(2))
    expect(recharges(fn)[1]).toEqual(expect.objectContaining({ amount: 3_000 }))
    expect(recharges(fn)[1]?.couponId).toBeUndefined()
  })

  it('says where to get a coupon when there is none, and offers a retry when they cannot load', async () => {
    stubFetchByCall({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      getMyCoupons: [ok({ list: [USED] })],
    })
    renderDepositPanel()
    expect((await screen.findByText(/You have no coupons to use/)).textContent).toBe(
      'You have no coupons to use. Get one with points in the points shop',
    )
    expect(screen.getByRole('link', { name: 'points shop' }).getAttribute('href')).toBe('/points')
    cleanup()
    stubFetchByCall({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      getMyCoupons: [fail(500), fail(500), hang],
    })
    renderDepositPanel()
    fireEvent.click(
      await within(await screen.findByRole('group', { name: 'Coupon' })).findByRole('button', {
        name: 'Try again',
      }),
    )
    expect(await screen.findByText('Loading your coupons…')).toBeTruthy()
  })

  it('explains a refusal by the server', async () => {
    stubFetchByCall({
      getTradeInfo: ok(tradeInfo({ lastRechargeTypeId: 1 })),
      getMyCoupons: ok({ list: [PERCENT] }),
      recharge: fail(409, 1802, 'couponUsed'),
    })
    renderDepositPanel()
    fireEvent.click(await screen.findByTestId('coupon-1001'))
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect((await screen.findByRole('alert')).textContent).toBe('That coupon was already used on a deposit.')
  })
})
