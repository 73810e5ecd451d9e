import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isolateFormTests } from '../../api/app-config.test-util.ts'
import { testUser } from '../../api/fetch-stub.test-util.ts'
import { startSession } from '../../api/session.ts'
import '../../i18n/index.ts'
import { NATIVE_BRIDGE_NAME } from '../../platform/native.ts'
import { ToastHost } from '../../ui/toast-host.tsx'
import { VipGiftPopup } from './vip-gift-popup.tsx'

isolateFormTests()

function renderPopup(goalReached: boolean) {
  startSession({ token: 't', user: testUser({ id: 123_456, nickname: 'Ana' }) })
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <>
          <VipGiftPopup goalReached={goalReached} />
          <ToastHost />
        </>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/agent'] }),
  })
  render(<RouterProvider router={router} />)
  return router
}

const bridge = (copyText: (text: string) => boolean) => ({
  getShellVersion: () => '1.0.0',
  openUpdate: () => undefined,
  openChat: () => undefined,
  copyText,
})

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME]
  sessionStorage.clear()
})

describe('VIP gift popup', () => {
  it('shows the nickname and the goal; Receive copies the user id and opens the share page, once a session', async () => {
    const copy = vi.fn(() => true)
    ;(globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME] = bridge(copy)
    const router = renderPopup(true)
    const dialog = await screen.findByRole('dialog', { name: 'Invitation goal reached!' })
    expect(dialog.textContent).toContain('Ana')
    expect(dialog.textContent).toContain('customer service')
    fireEvent.click(screen.getByRole('button', { name: 'Receive' }))
    expect(copy).toHaveBeenCalledWith('123456')
    expect(await screen.findByText('User ID 123456 copied')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/share'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem('ll.agentGift')).toBe('1')
  })

  it('says so when the id cannot be copied', async () => {
    ;(globalThis as Record<string, unknown>)[NATIVE_BRIDGE_NAME] = bridge(() => false)
    renderPopup(true)
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }))
    expect(await screen.findByText(/could not be copied/)).toBeTruthy()
  })

  it('stays closed before the goal', async () => {
    const router = renderPopup(false)
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('stays closed once shown this session', async () => {
    sessionStorage.setItem('ll.agentGift', '1')
    const router = renderPopup(true)
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
