import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { MailDetailPage } from './mail-detail-page.tsx'
import { MailListPage } from './mail-list-page.tsx'

isolateFormTests()

function renderPage(page: ReactNode, path: string) {
  startSession({ token: 't', user: testUser({ coin: 1_000, lottery: 5 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => page }),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const mail = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  template: null,
  params: {},
  title: `Note ${id}`,
  coin: 0,
  points: 0,
  claimed: false,
  read: true,
  time: 1_795_597_200,
  ...over,
})
const page = (list: unknown[], over: Record<string, unknown> = {}) => ({
  pageNum: 1,
  pageSize: 20,
  total: list.length,
  pages: 1,
  unread: 0,
  list,
  ...over,
})
const calls = (stub: ReturnType<typeof stubFetchByCall>, name: string) =>
  stub.mock.calls
    .filter(([url]) => String(url).endsWith(`/${name}`))
    .map(([, init]) => JSON.parse(String(init?.body)))

describe('Mail list', () => {
  it('shows a spinner, then an error with a retry, then the mail', async () => {
    stubFetchByCall({ getMail2: [fail(500), fail(500), ok(page([mail(1)]))] })
    renderPage(<MailListPage />, '/email')
    expect(await screen.findByText('Mail could not be loaded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Note 1')).toBeTruthy()
  })

  it('says so when there is no mail', async () => {
    stubFetchByCall({ getMail2: [ok(page([]))] })
    renderPage(<MailListPage />, '/email')
    expect(await screen.findByText('No mail yet')).toBeTruthy()
  })

  it('translates system mail, marks unread ones and shows what a gift gives or that it was claimed', async () => {
    stubFetchByCall({
      getMail2: [
        ok(
          page(
            [
              mail(3, { template: 'siteWelcome', title: '', coin: 500, points: 30, read: false }),
              mail(2, { template: 'depositPaid', params: { amount: 5_050 }, title: '', read: false }),
              mail(1, { title: 'Old gift', coin: 100, claimed: true }),
            ],
            { unread: 2 },
          ),
        ),
      ],
    })
    renderPage(<MailListPage />, '/email')
    const gift = (await screen.findByRole('link', { name: /A welcome gift for you/ })) as HTMLAnchorElement
    expect(gift.getAttribute('href')).toBe('/email/detail?id=3')
    expect(gift.textContent).toContain('Unread: A welcome gift for you')
    expect(gift.textContent).toContain('R$5 + 30 points')
    expect(screen.getByRole('link', { name: /Deposit received/ }).textContent).toContain('Unread')
    const old = screen.getByRole('link', { name: /Old gift/ })
    expect(old.textContent).not.toContain('Unread')
    expect(old.textContent).toContain('Claimed')
    expect(screen.getByText('2 unread messages')).toBeTruthy()
  })

  it('loads the next page on request', async () => {
    const stub = stubFetchByCall({
      getMail2: [
        ok(page([mail(3), mail(2)], { total: 3, pages: 2, pageSize: 2 })),
        ok(page([mail(1)], { pageNum: 2, total: 3, pages: 2, pageSize: 2 })),
      ],
    })
    renderPage(<MailListPage />, '/email')
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Note 1')).toBeTruthy()
    expect(calls(stub, 'getMail2').map((b) => b.pageNum)).toEqual([1, 2])
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })
})

describe('Mail detail', () => {
  const giftMail = mail(7, { template: 'siteWelcome', title: '', body: '', coin: 500, read: true })

  it('claims the gift once: the reward list, the header balance from the reply, then Claimed', async () => {
    const stub = stubFetchByCall({
      getMailDetail: [ok(giftMail), ok({ ...giftMail, claimed: true })],
      receiveMail: [ok({ id: 7, coin: 500, points: 0, balance: 1_500, pointsBalance: 5 })],
      getUserInfo: [ok(testUser({ coin: 1_500 }))],
      getMail2: [ok(page([]))],
      getRedDots: [hang],
    })
    renderPage(<MailDetailPage id={7} />, '/email/detail?id=7')
    expect(await screen.findByRole('heading', { name: 'A welcome gift for you' })).toBeTruthy()
    expect(screen.getByText(/Claim the gift attached to this mail/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }))
    const modal = await screen.findByRole('alertdialog', { name: 'You received' })
    expect(modal.textContent).toContain('R$5')
    expect(getSession().user?.coin).toBe(1_500)
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    expect(await screen.findByText('You have claimed this gift.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull()
    expect(calls(stub, 'receiveMail')).toEqual([expect.objectContaining({ id: 7 })])
  })

  it('asks before deleting a mail whose gift is unclaimed; Cancel deletes nothing, confirming sends confirm', async () => {
    const stub = stubFetchByCall({
      getMailDetail: [ok(giftMail)],
      delMail: [ok({ id: 7 })],
      getMail2: [ok(page([]))],
      getRedDots: [hang],
    })
    renderPage(<MailDetailPage id={7} />, '/email/detail?id=7')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete mail' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this mail?' })
    expect(ask.textContent).toContain('the gift is gone for good')
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(calls(stub, 'delMail')).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Delete mail' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete and lose the gift' }))
    await waitFor(() =>
      expect(calls(stub, 'delMail')).toEqual([expect.objectContaining({ id: 7, confirm: true })]),
    )
  })

  it('deletes a mail without a gift at once, and says when a mail is not there', async () => {
    const stub = stubFetchByCall({
      getMailDetail: [ok(mail(8, { body: 'Plain words' })), fail(404, 1901, 'mailNotFound')],
      delMail: [ok({ id: 8 })],
      getMail2: [ok(page([]))],
      getRedDots: [hang],
    })
    renderPage(<MailDetailPage id={8} />, '/email/detail?id=8')
    expect(await screen.findByText('Plain words')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete mail' }))
    await waitFor(() =>
      expect(calls(stub, 'delMail')).toEqual([expect.objectContaining({ id: 8, confirm: false })]),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('shows a missing mail as gone, with the way back', async () => {
    stubFetchByCall({ getMailDetail: [fail(404, 1901, 'mailNotFound')] })
    renderPage(<MailDetailPage id={99} />, '/email/detail?id=99')
    expect(await screen.findByText('This mail is not here any more')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to mail' }).getAttribute('href')).toBe('/email')
  })
})
