import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clientWithConfig, testConfig } from '../../api/app-config.test-util.ts'
import { stubFetchByCall, testUser } from '../../api/fetch-stub.test-util.ts'
import { clearSession, startSession } from '../../api/session.ts'
import { ensureAllStrings } from '../../i18n/index.ts'
import { ModalHost } from '../../ui/modal-host.tsx'
import { closeModal, openModal, registerModal } from '../../ui/modal-store.ts'
import { spinStatusQueryOptions } from '../invite-spin/index.ts'
import { HomeGuideModal } from './home-guide-modal.tsx'
import { NoticeModal } from './notice-modal.tsx'
import type { StartPopupSlot } from './queue.ts'
import { BODIES } from './start.ts'

beforeAll(() => ensureAllStrings())
afterEach(() => {
  cleanup()
  act(() => closeModal())
  clearSession()
  vi.unstubAllGlobals()
})

describe('the notice modal', () => {
  it('shows the notice in a dialog named by its title and described by its text, focused on its button, which closes it', () => {
    const off = registerModal('notice', NoticeModal, {
      labelKey: 'startPopups.notice.label',
      ownHeading: true,
    })
    render(<ModalHost />)
    act(() =>
      openModal('notice', {
        notice: { id: 2, title: 'Bonus', content: 'One.\n\nTwo.', sort: 1, showType: 2 },
      }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Bonus', description: /One\..*Two\./ })
    expect(screen.getByRole('heading', { name: 'Bonus' })).toBeTruthy()
    expect(dialog.querySelectorAll('p')).toHaveLength(2)
    const button = screen.getByRole('button', { name: 'Got it' })
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(screen.queryByRole('dialog')).toBeNull()
    off()
  })
})

describe('the home guide', () => {
  it('walks the lobby, wallet and member steps with Back and Next, and closes on the last', () => {
    const off = registerModal('homeGuide', HomeGuideModal, { labelKey: 'startPopups.guide.title' })
    render(<ModalHost />)
    act(() => openModal('homeGuide'))
    expect(screen.getByRole('dialog', { name: 'Quick tour' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'The lobby' })).toBeTruthy()
    expect(screen.getByText('Step 1 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Your wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(screen.getByRole('heading', { name: 'The lobby' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Member' })).toBeTruthy()
    expect(screen.getByText('Step 3 of 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Start playing' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    off()
  })

  it('can be skipped at once, or closed with Escape', () => {
    const off = registerModal('homeGuide', HomeGuideModal, { labelKey: 'startPopups.guide.title' })
    render(<ModalHost />)
    act(() => openModal('homeGuide'))
    fireEvent.click(screen.getByRole('button', { name: 'Skip tour' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openModal('homeGuide'))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    off()
  })
})

describe('the first-deposit offer and the invite spin', () => {
  /** Opens the start popup `slot` as the queue registers it (start.ts), for a player with 2 spins. */
  async function openStartPopup(slot: StartPopupSlot) {
    const body = BODIES[slot]
    if (!body) throw new Error(`no body for ${slot}`)
    const off = registerModal(slot, await body.load(), body)
    stubFetchByCall({})
    const user = testUser()
    startSession({ token: 't', user })
    const client = clientWithConfig(testConfig(), { retry: false })
    const status = { spins: 2, accumulated: 1_500, target: 10_000 }
    client.setQueryData(spinStatusQueryOptions(user.id).queryKey, status as never)
    const router = createRouter({
      routeTree: createRootRoute({ component: ModalHost }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    act(() => openModal(slot))
    return off
  }

  it('names the first-deposit dialog by its visible title and describes it by its lead', async () => {
    const off = await openStartPopup('firstDeposit')
    const heading = await screen.findByRole('heading', { name: 'First deposit bonus' })
    const dialog = screen.getByRole('dialog', {
      name: 'First deposit bonus',
      description: 'Opt in on your first deposit and get bonus money on top, with the terms below.',
    })
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id)
    expect(dialog.hasAttribute('aria-label')).toBe(false)
    off()
  })

  it('names the invite-spin dialog by its visible title (the spins waiting) and describes it by the progress', async () => {
    const off = await openStartPopup('inviteUserSpin')
    const heading = await screen.findByRole('heading', { name: '2 spins are waiting' })
    const dialog = screen.getByRole('dialog', { name: '2 spins are waiting', description: 'R$15 of R$100' })
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id)
    off()
  })
})
