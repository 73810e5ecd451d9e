import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { hang, stubFetch, testUser } from '../../api/fetch-stub.test-util.ts'
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
})
