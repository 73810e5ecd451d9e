import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GetExchangeReply } from '../../../../contract/calls/wallet-withdraw.ts'
import { fail, type Handler, hang, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, getSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { WithdrawPanel } from './withdraw-panel.tsx'

const card = {
  id: 31,
  bankId: 2,
  bankName: 'Harbor Bank',
  holderName: 'Ana Silva',
  accountNoMasked: '****6789',
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
}

const exchangeData = (over: Partial<GetExchangeReply> = {}): GetExchangeReply => ({
  coin: 500_000,
  withdrawable: 500_000,
  pending: 0,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  feeBps: 200,
  feeMin: 150,
  turnover: { percent: 100, locked: 0, required: 0, done: 0, left: 0, met: true, open: [] },
  hasSafeboxPassword: false,
  cards: [card],
  ...over,
})

const withdrawal = {
  id: 9,
  amount: 20_000,
  fee: 400,
  payout: 19_600,
  status: 'pending' as const,
  bankName: 'Harbor Bank',
  accountNoMasked: '****6789',
  createdAt: 1_700_000_100,
}

/** Answers by call name; `exchange` answers from the given list in order (the last one repeats). */
function serve(getExchange: Handler, ...exchange: Handler[]) {
  let i = 0
  return stubFetch((url, init) => {
    if (url.endsWith('/getExchange')) return getExchange(url, init)
    if (url.endsWith('/exchange')) {
      const handler = exchange[Math.min(i++, exchange.length - 1)] ?? hang
      return handler(url, init)
    }
    return hang(url, init)
  })
}

const exchangeCalls = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls.filter(([url]) => String(url).endsWith('/exchange'))
const keyOf = (call: [string, RequestInit] | undefined) =>
  ((call?.[1].headers ?? {}) as Record<string, string>)['idempotency-key']
const bodyOf = (call: [string, RequestInit] | undefined) => JSON.parse(String(call?.[1].body))

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <WithdrawPanel />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

const typeAmount = (value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
/** Submits, then confirms in the dialog (which names the amount on its button). */
const submitAndConfirm = async () => {
  submit()
  fireEvent.click(await screen.findByRole('button', { name: /^Withdraw R\$[\d,.]+$/ }))
}

beforeEach(() => {
  localStorage.clear()
  clearSession()
  startSession({ token: 'tok', user: testUser({ coin: 500_000 }) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('WithdrawPanel', () => {
  it('shows a skeleton, then the withdrawable amount, limits, fee and the masked card', async () => {
    serve(ok(exchangeData()))
    renderPanel()
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy()
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('R$5,000')
    // Limits and fee are charged exactly: the minimum fee keeps its cents.
    expect(screen.getByText('2% (min R$1.50)')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Harbor Bank \*\*\*\*6789/ })).toBeTruthy()
    expect(screen.getByText('Complete')).toBeTruthy()
    expect(screen.getByText("Once requested, a withdrawal can't be cancelled.")).toBeTruthy()
  })

  it('says which part is locked and why, and keeps the form locked while nothing is free', async () => {
    const turnover = {
      percent: 100,
      locked: 400_000,
      required: 400_000,
      done: 100_000,
      left: 300_000,
      met: false,
      open: [
        {
          kind: 'deposit' as const,
          amount: 400_000,
          createdAt: Date.UTC(2026, 10, 20) / 1000,
          required: 400_000,
          done: 100_000,
          left: 300_000,
          unlocks: 400_000,
        },
      ],
    }
    serve(ok(exchangeData({ withdrawable: 0, coin: 400_000, turnover })))
    renderPanel()
    expect((await screen.findByTestId('locked')).textContent).toBe(
      'R$4,000 of your balance is locked: bet R$3,000 more to unlock it.',
    )
    expect(screen.getByText('Deposit of R$4,000 · Nov 20, 2026')).toBeTruthy()
    const bar = screen.getByRole('progressbar', { name: 'Deposit of R$4,000 · Nov 20, 2026' })
    expect(bar.getAttribute('aria-valuenow')).toBe('25')
    expect(bar.getAttribute('aria-valuetext')).toBe('R$1,000 of R$4,000 bet')
    expect(screen.getByText('Bet R$3,000 more to unlock R$4,000.')).toBeTruthy()
    expect(screen.getByText(/only bets placed after it/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Withdraw' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Finish the wagering requirement above to withdraw.')).toBeTruthy()
  })

  it('lets the money already wagered go while a newer deposit is locked (issue 17)', async () => {
    const fn = serve(
      ok(
        exchangeData({
          coin: 149_050,
          // A balance is floored (890.50 shows R$890); what is left to bet is exact (R$600.50).
          withdrawable: 89_050,
          turnover: {
            percent: 100,
            locked: 60_000,
            required: 60_050,
            done: 0,
            left: 60_050,
            met: false,
            open: [
              {
                kind: 'deposit',
                amount: 60_000,
                createdAt: 1_700_000_000,
                required: 60_050,
                done: 0,
                left: 60_050,
                unlocks: 60_000,
              },
            ],
          },
        }),
      ),
      ok({ withdrawal, coin: 129_000 }),
    )
    renderPanel()
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('R$890')
    expect(screen.getByTestId('locked').textContent).toBe(
      'R$600 of your balance is locked: bet R$600.50 more to unlock it.',
    )
    expect(screen.getByText('Bet R$600.50 more to unlock R$600.')).toBeTruthy()
    typeAmount('891')
    submit()
    expect(await screen.findByText('That is more than you can withdraw now (up to R$890).')).toBeTruthy()
    typeAmount('200')
    await submitAndConfirm()
    await screen.findByText('Withdrawal requested')
    expect(bodyOf(exchangeCalls(fn)[0])).toMatchObject({ amount: 20_000 })
  })

  it('asks once before the irreversible request: amount, fee, payout and card; Escape or Cancel send nothing', async () => {
    const fn = serve(ok(exchangeData()), ok({ withdrawal, coin: 480_000 }))
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    submit()
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your withdrawal' })
    expect(screen.getByTestId('withdraw-confirm').textContent).toBe(
      'AmountR$200FeeR$4You receiveR$196CardHarbor Bank ****6789 · Ana Silva',
    )
    expect(dialog.textContent).toContain("This can't be undone")
    // Focus starts on Cancel: the safe answer.
    expect(document.activeElement?.textContent).toBe('Cancel')
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(exchangeCalls(fn)).toHaveLength(0)
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw R$200' }))
    await screen.findByText('Withdrawal requested')
    expect(exchangeCalls(fn)).toHaveLength(1)
  })

  it('asks for a bank card when none is bound', async () => {
    serve(ok(exchangeData({ cards: [] })))
    renderPanel()
    const link = await screen.findByRole('link', { name: 'Add a bank card' })
    expect(link.getAttribute('href')).toBe('/wallets/card/edit')
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('shows a translated error with a retry when the figures cannot load', async () => {
    const fn = serve(fail(403, 403, 'forbidden'))
    renderPanel()
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy()
    fn.mockImplementation(async (url: string, init: RequestInit) => ok(exchangeData())(url, init))
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findByTestId('withdrawable')).textContent).toBe('R$5,000')
  })

  it('sends whole units as minor units with the safe-box password, then shows the pending withdrawal', async () => {
    const fn = serve(ok(exchangeData({ hasSafeboxPassword: true })), ok({ withdrawal, coin: 480_000 }))
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    expect(screen.getByText('Fee R$4 · you receive R$196')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Safe-box password'), { target: { value: '123456' } })
    await submitAndConfirm()
    expect(await screen.findByText('Withdrawal requested')).toBeTruthy()
    expect(bodyOf(exchangeCalls(fn)[0])).toMatchObject({
      amount: 20_000,
      cardId: 31,
      safeboxPassword: '123456',
    })
    expect(screen.getByText('Pending')).toBeTruthy()
    expect(screen.getByText("Once requested, a withdrawal can't be cancelled.")).toBeTruthy()
    expect(screen.queryByRole('button', { name: /cancel/i })).toBeNull()
    expect(getSession().user?.coin).toBe(480_000)
  })

  it('checks the amount before sending anything', async () => {
    const fn = serve(ok(exchangeData()))
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('99')
    submit()
    expect(await screen.findByText('Enter an amount from R$100 to R$5,000.')).toBeTruthy()
    expect(exchangeCalls(fn)).toHaveLength(0)
  })

  it('puts server refusals beside their field and uses a new idempotency key per attempt', async () => {
    const fn = serve(
      ok(exchangeData()),
      fail(400, 400, 'insufficientFunds'),
      ok({ withdrawal, coin: 480_000 }),
    )
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    await submitAndConfirm()
    expect(await screen.findByText('Your balance is not enough.')).toBeTruthy()
    await submitAndConfirm()
    await screen.findByText('Withdrawal requested')
    const [first, second] = exchangeCalls(fn)
    expect(keyOf(first)).toBeTruthy()
    expect(keyOf(second)).not.toBe(keyOf(first))
  })

  it('keeps the key when the first attempt may have reached the server, so the funds are held once', async () => {
    const dropped: Handler = () => {
      throw new TypeError('connection reset')
    }
    const fn = serve(ok(exchangeData()), dropped, ok({ withdrawal, coin: 480_000 }))
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    await submitAndConfirm()
    expect(await screen.findByText('No connection. Please check your network.')).toBeTruthy()
    await submitAndConfirm()
    await screen.findByText('Withdrawal requested')
    const [first, second] = exchangeCalls(fn)
    expect(keyOf(second)).toBe(keyOf(first))
  })

  it('resubmits with the same key after a 409, so the funds are held once', async () => {
    const conflict = fail(409, 409, 'idempotencyConflict')
    // The client retries a 409 once by itself; both answer 409, then the player submits again.
    const fn = serve(ok(exchangeData()), conflict, conflict, ok({ withdrawal, coin: 480_000 }))
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    await submitAndConfirm()
    expect(await screen.findByText('This request is already being processed.')).toBeTruthy()
    expect(exchangeCalls(fn)).toHaveLength(2)
    await submitAndConfirm()
    await screen.findByText('Withdrawal requested')
    const sent = exchangeCalls(fn)
    expect(sent).toHaveLength(3)
    expect(keyOf(sent[0])).toBeTruthy()
    expect(keyOf(sent[1])).toBe(keyOf(sent[0]))
    expect(keyOf(sent[2])).toBe(keyOf(sent[0]))
  })

  it('uses a new key when the amount changed after an unknown outcome', async () => {
    const fn = serve(
      ok(exchangeData()),
      fail(503, 503, 'internal'),
      fail(503, 503, 'internal'),
      ok({ withdrawal, coin: 480_000 }),
    )
    renderPanel()
    await screen.findByTestId('withdrawable')
    typeAmount('200')
    await submitAndConfirm()
    expect(await screen.findByRole('alert')).toBeTruthy()
    typeAmount('300')
    await submitAndConfirm()
    await screen.findByText('Withdrawal requested')
    const sent = exchangeCalls(fn)
    expect(sent).toHaveLength(3)
    expect(bodyOf(sent[2])).toMatchObject({ amount: 30_000 })
    expect(keyOf(sent[2])).not.toBe(keyOf(sent[0]))
  })

  it('lists the funds already held by a pending withdrawal', async () => {
    serve(ok(exchangeData({ pending: 30_000 })))
    renderPanel()
    await waitFor(() =>
      expect(screen.getByRole('note').textContent).toContain('On its way to your card: R$300'),
    )
  })
})
