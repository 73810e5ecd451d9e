import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../../api/fetch-stub.test-util.ts'
import { startSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { RewardRecordPage } from './reward-record-page.tsx'

isolateFormTests()

function renderPage() {
  startSession({ token: 't', user: testUser() })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: RewardRecordPage }),
    history: createMemoryHistory({ initialEntries: ['/reward/record'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const row = (id: number, source: string, amount: number) => ({
  id,
  source,
  propId: 2001,
  amount,
  time: 1_764_000_000 - id,
})
const page = (pageNum: number, total: number, list: ReturnType<typeof row>[]) => ({
  pageNum,
  pageSize: 20,
  total,
  pages: Math.ceil(total / 20),
  list,
})
const bodyOf = (fetch: ReturnType<typeof stubFetchByCall>, i: number) =>
  JSON.parse(String(fetch.mock.calls[i]?.[1]?.body ?? '{}'))

describe('Reward history page', () => {
  it('shows a spinner while the rewards load', async () => {
    stubFetchByCall({ getRewardRecord: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Reward history' })).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('lists each reward with its name and amount, newest first, then loads the next page to the end', async () => {
    const first = Array.from({ length: 20 }, (_, i) => row(i + 1, i === 0 ? 'rebate' : 'sign_in', 100 + i))
    const fetch = stubFetchByCall({
      getRewardRecord: [ok(page(1, 21, first)), ok(page(2, 21, [row(21, 'vip_levelup', 5_000)]))],
    })
    renderPage()
    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(20)
    expect(items[0]?.textContent).toMatch(/^Rebate.*R\$1$/)
    expect(items[1]?.textContent).toMatch(/^Daily sign-in.*R\$1\.01$/)
    expect(bodyOf(fetch, 0)).toMatchObject({ pageNum: 1, pageSize: 20 })
    expect(screen.queryByText("That's all your rewards.")).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21))
    expect(within(list).getAllByRole('listitem')[20]?.textContent).toMatch(/^VIP level-up reward.*R\$50$/)
    expect(bodyOf(fetch, 1)).toMatchObject({ pageNum: 2, pageSize: 20 })
    expect(screen.getByText("That's all your rewards.")).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('asks only for the chosen kind of reward', async () => {
    const fetch = stubFetchByCall({
      getRewardRecord: [ok(page(1, 1, [row(1, 'rebate', 10)])), ok(page(1, 1, [row(2, 'sign_in', 100)]))],
    })
    renderPage()
    await screen.findByText('Rebate')
    expect(bodyOf(fetch, 0).source).toBeUndefined()
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'sign_in' } })
    expect(await screen.findAllByText('Daily sign-in')).toBeTruthy()
    expect(bodyOf(fetch, 1)).toMatchObject({ source: 'sign_in', pageNum: 1 })
  })

  it('says so when there is nothing yet', async () => {
    stubFetchByCall({ getRewardRecord: ok(page(1, 0, [])) })
    renderPage()
    expect(await screen.findByText('No rewards yet')).toBeTruthy()
  })

  it('offers a retry when the rewards cannot be loaded', async () => {
    stubFetchByCall({ getRewardRecord: [fail(500), fail(500), ok(page(1, 1, [row(1, 'task', 300)]))] })
    renderPage()
    expect(await screen.findByText('Could not load your rewards')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Task reward')).toBeTruthy()
  })
})
