import 'fake-indexeddb/auto'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { FeedbackRecords } from './feedback-records.tsx'
import { feedbackOutbox } from './outbox.ts'

isolateFormTests()

function renderPage() {
  startSession({ token: 't', user: testUser() })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: FeedbackRecords }),
    history: createMemoryHistory({ initialEntries: ['/feedback/record'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const ticket = (id: number, status: 'open' | 'answered', unread: boolean) => ({
  id,
  category: 'deposit',
  preview: `Ticket text ${id}`,
  status,
  unread,
  messages: unread ? 2 : 1,
  createTime: 1_764_000_000,
  updateTime: 1_764_000_000 + id,
})
const page = (list: ReturnType<typeof ticket>[]) => ({
  pageNum: 1,
  pageSize: 20,
  total: list.length,
  pages: 1,
  list,
})

describe('Feedback records page', () => {
  it('shows a spinner while the tickets load', async () => {
    stubFetchByCall({ getFeedbackList: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'My tickets' })).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('lists tickets with their topic and state; a new staff reply carries the red dot', async () => {
    stubFetchByCall({ getFeedbackList: [ok(page([ticket(2, 'answered', true), ticket(1, 'open', false)]))] })
    renderPage()
    const answered = await screen.findByRole('link', { name: /Ticket text 2/ })
    expect(answered.getAttribute('href')).toBe('/feedback/record/2')
    expect(answered.textContent).toContain('Answered')
    expect(answered.querySelector('[data-red-dot]')?.textContent).toBe(' New reply')
    const open = screen.getByRole('link', { name: /Ticket text 1/ })
    expect(open.textContent).toContain('Waiting for our team')
    expect(open.querySelector('[data-red-dot]')).toBeNull()
  })

  it('says so when there are no tickets, with a link to write one', async () => {
    stubFetchByCall({ getFeedbackList: [ok(page([]))] })
    renderPage()
    expect(await screen.findByText('No tickets yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Write a ticket' }).getAttribute('href')).toBe('/feedback')
  })

  it('shows a failed load with a retry', async () => {
    stubFetchByCall({ getFeedbackList: [fail(500, 500, 'internal')] })
    renderPage()
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('Your tickets could not be loaded')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })

  it('a waiting ticket is sent when the list opens, and one the server refuses shows why', async () => {
    const fetch = stubFetchByCall({
      getFeedbackList: ok(page([])),
      addFeedback: fail(400, 400, 'feedbackImageUnknown'),
    })
    // Queued before the login: nothing can send it yet.
    await feedbackOutbox().enqueue(testUser().id, { category: 'deposit', content: 'Lost deposit', files: [] })
    renderPage()
    expect(await screen.findByText('A picture of this message is missing. Attach it again.')).toBeTruthy()
    expect(screen.queryByText('Waiting for a connection')).toBeNull()
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/addFeedback'))).toHaveLength(1)
  })
})
