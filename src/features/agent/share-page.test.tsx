import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientWithConfig, isolateFormTests, testConfig } from '../../api/app-config.test-util.ts'
import { fail, ok, stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { NATIVE_BRIDGE_NAME } from '../../platform/native.ts'
import { ToastHost } from '../../ui/toast-host.tsx'
import { SharePage } from './share-page.tsx'

isolateFormTests()

const INFO = {
  inviteCode: 'AB12CD34',
  shareUrlMap: { link: '{link}', whatsapp: 'https://wa.me/?text={link}' },
  tiers: [{ level: 1, rateBp: 50 }],
  validDeposit: 2_000,
  inviteReward: 1_000,
  invitees: [],
  validCount: 0,
  claimableCount: 0,
  claimableAmount: 0,
  rewardsClaimed: 0,
  commissionPaid: 0,
}

function renderPage() {
  startSession({ token: 't', user: testUser() })
  const client = clientWithConfig(testConfig(), { retry: false })
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <SharePage />
          <ToastHost />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/share'] }),
  })
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const LINK = `${window.location.origin}/auth/register?inviteCode=AB12CD34`

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME]
  vi.unstubAllGlobals()
})

const bridge = (copyText: (text: string) => boolean) => ({
  getShellVersion: () => '1.0.0',
  openUpdate: () => undefined,
  openChat: () => undefined,
  copyText,
})

describe('Share page', () => {
  it('copies the invite link through the native bridge when the shell has one', async () => {
    const copy = vi.fn(() => true)
    ;(globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME] = bridge(copy)
    stubFetchByCall({ appAgent5User: [ok(INFO)] })
    renderPage()
    expect(await screen.findByText(LINK)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied')).toBeTruthy()
    expect(copy).toHaveBeenCalledWith(LINK)
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(LINK)}`,
    )
  })

  it('says so when the copy fails', async () => {
    ;(globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME] = bridge(() => false)
    stubFetchByCall({ appAgent5User: [ok(INFO)] })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText(/could not be copied/)).toBeTruthy()
  })

  it('offers the Web Share API only where the browser has it', async () => {
    const share = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, share })
    stubFetchByCall({ appAgent5User: [ok(INFO)] })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }))
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: LINK }))
  })

  it('shows the invite link as a QR code to scan', async () => {
    stubFetchByCall({ appAgent5User: [ok(INFO)] })
    renderPage()
    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' })
    // The link is 37 bytes or more: at least version 3 (29 modules) plus the 4-module quiet zone each side.
    const side = Number(qr.getAttribute('viewBox')?.split(' ')[2])
    expect(side).toBeGreaterThanOrEqual(37)
    expect(screen.getByRole('heading', { name: 'Scan to join' })).toBeTruthy()
  })

  it('offers a retry when the programme cannot be loaded', async () => {
    stubFetchByCall({ appAgent5User: [fail(500), fail(500)] })
    renderPage()
    expect(await screen.findByText('The invite programme could not be loaded')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull()
  })
})
