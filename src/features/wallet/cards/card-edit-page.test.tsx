import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, type Handler, hang, ok, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { CardEditPage } from './card-edit-page.tsx'

const card = {
  id: 31,
  bankId: 2,
  bankName: 'Harbor Bank',
  holderName: 'Ana Silva',
  accountNoMasked: '****6789',
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
}
const banks = [
  { id: 1, name: 'Coast Bank', code: 'CST', sort: 2 },
  { id: 2, name: 'Harbor Bank', code: 'HBR', sort: 1 },
]
const listReply = (list = [card]) => ({
  appUserBank: list[0] ?? null,
  appUserBankList: Object.fromEntries(list.map((c) => [String(c.bankId), c])),
  list,
  bankList: banks,
  maxCards: 5,
})

function serve(list: Handler, ...save: Handler[]) {
  let i = 0
  return stubFetch((url, init) => {
    if (url.endsWith('/getBankInfoList')) return list(url, init)
    if (url.endsWith('/addBankInfo') || url.endsWith('/modifyBankInfo')) {
      return (save[Math.min(i++, save.length - 1)] ?? hang)(url, init)
    }
    return hang(url, init)
  })
}

function renderPage(id?: number) {
  const client = clientWithConfig(testConfig())
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <CardEditPage id={id} />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

const sentTo = (fn: ReturnType<typeof stubFetch>, name: string) =>
  fn.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => JSON.parse(String(init.body)))

isolateFormTests()
beforeEach(() => startSession({ token: 'tok', user: testUser() }))

describe('CardEditPage', () => {
  it("shows the server's not-found for a card that is not the player's", async () => {
    serve(ok(listReply()))
    renderPage(999)
    expect(await screen.findByText('Bank card not found.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to my cards' }).getAttribute('href')).toBe(
      '/wallets/card/list',
    )
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  it('checks the account number against lengths.withdrawAccount before sending', async () => {
    const fn = serve(ok(listReply([])))
    renderPage()
    await screen.findByRole('combobox', { name: 'Bank' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder' }), {
      target: { value: 'Ana Silva' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: '1234 567' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add a bank card' }))
    expect(await screen.findByText('Use at least 8 characters.')).toBeTruthy()
    expect(sentTo(fn, 'addBankInfo')).toHaveLength(0)
  })

  it('adds a card with the number as the server stores it and keeps the list in the session', async () => {
    const added = { ...card, id: 32, bankId: 1, bankName: 'Coast Bank', accountNoMasked: '****4321' }
    const fn = serve(ok(listReply([])), ok({ ...listReply([added]), card: added }))
    renderPage()
    await screen.findByRole('combobox', { name: 'Bank' })
    fireEvent.change(screen.getByRole('combobox', { name: 'Bank' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder' }), {
      target: { value: ' Ana  Silva ' },
    })
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: 'gb29-8765 4321' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add a bank card' }))
    await waitFor(() => expect(sentTo(fn, 'addBankInfo')).toHaveLength(1))
    expect(sentTo(fn, 'addBankInfo')[0]).toMatchObject({
      bankId: 1,
      holderName: 'Ana Silva',
      accountNo: 'GB2987654321',
    })
    await waitFor(() => expect(getSession().extras.appUserBankList[1]).toMatchObject({ id: 32 }))
  })

  it('modifies without resending the number when the field is left empty; refusals go beside the field', async () => {
    const fn = serve(ok(listReply()), fail(400, 400, 'bankCardExists'))
    renderPage(31)
    const holder = await screen.findByRole('textbox', { name: 'Account holder' })
    expect((holder as HTMLInputElement).value).toBe('Ana Silva')
    fireEvent.change(holder, { target: { value: 'Ana M Silva' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('You already have a card of this bank.')).toBeTruthy()
    const [body] = sentTo(fn, 'modifyBankInfo')
    expect(body).toMatchObject({ id: 31, bankId: 2, holderName: 'Ana M Silva' })
    expect(body).not.toHaveProperty('accountNo')
  })
})
