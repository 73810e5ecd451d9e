import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, hang, ok, sentBody, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { getSession, startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { FollowPage } from './follow-page.tsx'

isolateFormTests()

const channel = (id: number, kind: string, reward: number, claimed = false) => ({
  id,
  kind,
  url: `https://example.com/${kind}`,
  reward,
  claimed,
})

function renderPage({ loggedIn = true } = {}) {
  if (loggedIn) startSession({ token: 't', user: testUser({ coin: 1_000 }) })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({ component: FollowPage }),
    history: createMemoryHistory({ initialEntries: ['/activity/follow'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const card = (name: string) => screen.getByRole('article', { name })

describe('Follow rewards page', () => {
  it('shows a spinner while the channels load, and says what it cannot check', async () => {
    stubFetchByCall({ getFollowChannels: [hang] })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Follow us' })).toBeTruthy()
    expect(screen.getByText(/We can't see who follows a channel/)).toBeTruthy()
    expect(document.querySelector('[role="status"], [aria-busy="true"]')).toBeTruthy()
  })

  it('offers a retry when the channels cannot be loaded', async () => {
    stubFetchByCall({
      getFollowChannels: [fail(500), fail(500), ok({ channels: [channel(1, 'telegram', 200)] })],
    })
    renderPage()
    expect(await screen.findByText("We couldn't load the channels")).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Telegram' })).toBeTruthy()
  })

  it('shows the empty state when no channel is offered', async () => {
    stubFetchByCall({ getFollowChannels: [ok({ channels: [] })] })
    renderPage()
    expect(await screen.findByText('No channels right now')).toBeTruthy()
  })

  it('opens the claim once the channel is opened, pays, then shows it claimed', async () => {
    const fetch = stubFetchByCall({
      getFollowChannels: [
        ok({ channels: [channel(1, 'telegram', 200), channel(3, 'x', 100, true)] }),
        ok({ channels: [channel(1, 'telegram', 200, true), channel(3, 'x', 100, true)] }),
      ],
      receiveFollowReward: [ok({ channelId: 1, prizes: [{ propId: 2001, amount: 200 }], coin: 1_200 })],
    })
    renderPage()
    await screen.findByRole('article', { name: 'Telegram' })
    expect(within(card('X')).getByRole('button', { name: 'Claimed' }).hasAttribute('disabled')).toBe(true)
    const claim = within(card('Telegram')).getByRole('button', { name: 'Claim' })
    expect(claim.hasAttribute('disabled')).toBe(true)
    const open = within(card('Telegram')).getByRole('link', { name: /Open Telegram/ })
    expect(open.getAttribute('href')).toBe('https://example.com/telegram')
    expect(open.getAttribute('target')).toBe('_blank')
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    fireEvent.click(open)
    expect(claim.hasAttribute('disabled')).toBe(false)
    fireEvent.click(claim)
    const modal = await screen.findByRole('alertdialog')
    expect(modal.textContent).toContain('R$2')
    const claimCall = fetch.mock.calls.findIndex(([url]) => String(url).endsWith('/receiveFollowReward'))
    expect(sentBody(fetch, claimCall)).toMatchObject({ channelId: 1 })
    expect(getSession().user?.coin).toBe(1_200)
    expect(await within(card('Telegram')).findByRole('button', { name: 'Claimed' })).toBeTruthy()
  })

  it('shows a refusal from the server', async () => {
    stubFetchByCall({
      getFollowChannels: [ok({ channels: [channel(1, 'telegram', 200)] })],
      receiveFollowReward: [fail(409, 2402, 'followClaimed')],
    })
    renderPage()
    await screen.findByRole('article', { name: 'Telegram' })
    fireEvent.click(within(card('Telegram')).getByRole('link', { name: /Open Telegram/ }))
    fireEvent.click(within(card('Telegram')).getByRole('button', { name: 'Claim' }))
    expect((await screen.findByRole('alert')).textContent).toBe("You already claimed this channel's reward.")
  })

  it('asks a visitor to log in to claim', async () => {
    stubFetchByCall({ getFollowChannels: [ok({ channels: [channel(1, 'telegram', 200)] })] })
    renderPage({ loggedIn: false })
    await screen.findByRole('article', { name: 'Telegram' })
    expect(within(card('Telegram')).getByRole('button', { name: 'Log in to claim' })).toBeTruthy()
    expect(within(card('Telegram')).queryByRole('button', { name: 'Claim' })).toBeNull()
  })
})
