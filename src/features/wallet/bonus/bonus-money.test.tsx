import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, type Handler, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { BonusMoney, BonusWithdrawNote } from './bonus-money.tsx'

const balance = (bonus: number, wagered: number, required: number) => ({
  bonus,
  wagered,
  required,
  list: bonus > 0 ? [{ id: 1, amount: bonus, wagerMultiple: 5, required, wagered, createdAt: 1 }] : [],
})

function renderWith(replies: Handler[], ui = <BonusMoney showEmpty />) {
  let i = 0
  const fn = stubFetch((url, init) => (replies[Math.min(i++, replies.length - 1)] as Handler)(url, init))
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
  return fn
}

beforeEach(() => startSession({ token: 't', user: testUser() }))
afterEach(() => {
  cleanup()
  clearSession()
  vi.unstubAllGlobals()
})

describe('BonusMoney', () => {
  it('shows the bonus apart from cash with how much of its wagering is done', async () => {
    renderWith([ok(balance(1_000, 3_500, 5_000))])
    const box = await screen.findByRole('region', { name: 'Bonus money' })
    expect(box.textContent).toBe('Bonus moneyR$10Wagered R$35 of R$50 needed to move it to your cash.')
    const bar = screen.getByRole('progressbar', { name: 'Wagering progress' }) as HTMLProgressElement
    expect([bar.value, bar.max]).toEqual([3_500, 5_000])
  })

  it('says there is none (or shows nothing where it is not asked to)', async () => {
    renderWith([ok(balance(0, 0, 0))])
    expect(await screen.findByText(/^No bonus money\./)).toBeTruthy()
    cleanup()
    renderWith([ok(balance(0, 0, 0))], <BonusMoney />)
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByText(/bonus money/i)).toBeNull()
  })

  it('offers a retry when it cannot be loaded', async () => {
    // The client retries a failed read once by itself.
    const fn = renderWith([fail(500), fail(500), ok(balance(1_250, 0, 6_250))])
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect((await screen.findByTestId('bonus-progress')).textContent).toBe(
      'Wagered R$0 of R$62.50 needed to move it to your cash.',
    )
    expect(fn).toHaveBeenCalledTimes(3)
  })

  it('tells the withdraw page what a withdrawal does to active bonus money', async () => {
    renderWith([ok(balance(1_000, 0, 5_000))], <BonusWithdrawNote />)
    expect((await screen.findByTestId('bonus-withdraw-note')).textContent).toBe(
      'Withdrawing never costs you your bonus: only cash is withdrawn, and your bonus money stays until it is released. Bonus money now: R$10.',
    )
  })
})
