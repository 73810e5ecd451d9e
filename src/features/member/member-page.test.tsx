import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { hang, ok, stubFetch, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { MemberPage } from './member-page.tsx'

function renderPage() {
  const client = clientWithConfig(testConfig())
  const root = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        <MemberPage />
      </QueryClientProvider>
    ),
  })
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
}

isolateFormTests()
beforeEach(() => startSession({ token: 'tok', user: testUser() }))

describe('MemberPage', () => {
  it("keeps Diagnostics and a second language picker out of the player's menu", async () => {
    stubFetch(hang)
    renderPage()
    const menu = await screen.findByRole('navigation', { name: 'Account menu' })
    const links = Array.from(menu.querySelectorAll('a')).map((a) => a.getAttribute('href'))
    expect(links).toContain('/member/profile')
    expect(links).toContain('/points')
    expect(links).not.toContain('/diagnostics')
    expect(screen.queryByText('Diagnostics')).toBeNull()
    // The shell's footer (phones) or top nav (wide) holds the one language picker.
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull()
  })

  it("shows the player's VIP level as a link to /vip, and VIP in the menu", async () => {
    stubFetch(hang)
    startSession({ token: 'tok', user: { ...testUser(), vip: 3 } })
    renderPage()
    const hero = await screen.findByRole('region', { name: 'Account summary' })
    const badge = within(hero).getByRole('link', { name: 'VIP 3' })
    expect(badge.getAttribute('href')).toBe('/vip')
    const menu = screen.getByRole('navigation', { name: 'Account menu' })
    expect(within(menu).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/vip')
  })

  it('marks the entries where a reward waits with a red dot named for screen readers, and links the reward history', async () => {
    const none = {
      spinAwardFlag: false,
      taskAwardFlag: false,
      agent5AwardFlag: false,
      vipAwardFlag: false,
      signInFlag: false,
      emailAwardFlag: false,
      canReceiveDrawChance: false,
      hasTask: false,
      hasMail: false,
      hasSignUpBonus: false,
      hasFund: false,
      hasAgent: false,
      hasFreeBonus: false,
      hasFeedbackReply: false,
    }
    // A claimable rebate (hasFreeBonus) lives under VIP; sign-in is claimed.
    stubFetchByCall({ getRedDots: ok({ ...none, hasFreeBonus: true }), refreshData: [hang] })
    renderPage()
    const menu = await screen.findByRole('navigation', { name: 'Account menu' })
    const vip = await within(menu).findByRole('link', { name: /^VIP\s*New reward$/ })
    expect(vip.getAttribute('href')).toBe('/vip')
    const signIn = within(menu).getByRole('link', { name: 'Daily sign-in' })
    expect(signIn.getAttribute('href')).toBe('/activity/sign-in')
    expect(signIn.querySelector('[data-red-dot]')).toBeNull()
    expect(menu.querySelectorAll('[data-red-dot]')).toHaveLength(1)
    expect(within(menu).getByRole('link', { name: 'Reward history' }).getAttribute('href')).toBe(
      '/reward/record',
    )
    expect(within(menu).getByRole('link', { name: 'Tasks' }).getAttribute('href')).toBe('/bonus/tasks')
  })
})
