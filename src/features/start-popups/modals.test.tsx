import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ensureAllStrings } from '../../i18n/index.ts'
import { ModalHost } from '../../ui/modal-host.tsx'
import { closeModal, openModal, registerModal } from '../../ui/modal-store.ts'
import { HomeGuideModal } from './home-guide-modal.tsx'
import { NoticeModal } from './notice-modal.tsx'

beforeAll(() => ensureAllStrings())
afterEach(() => {
  cleanup()
  act(() => closeModal())
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
