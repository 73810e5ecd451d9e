import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { ModalHost } from './modal-host.tsx'
import { closeModal, getModalState, type ModalContentProps, openModal, registerModal } from './modal-store.ts'

const Body =
  (name: string) =>
  ({ props }: ModalContentProps) => <p>{`${name} body ${String(props.note ?? '')}`}</p>

/** A body that shows its own heading and message under the ids the host gives it. */
function Titled({ ids }: ModalContentProps) {
  return (
    <>
      <h2 id={ids.title}>A bonus on your deposits</h2>
      <p id={ids.text}>Five percent more on each one.</p>
    </>
  )
}

let unregister: Array<() => void> = []

beforeEach(() => {
  unregister = [
    registerModal('login', Body('login'), { labelKey: 'common.login' }),
    registerModal('register', Body('register'), { labelKey: 'common.register' }),
    registerModal('forget', Body('forget'), { labelKey: 'common.back' }),
  ]
})

afterEach(() => {
  cleanup()
  act(() => closeModal())
  for (const u of unregister) u()
})

describe('modal store', () => {
  it('shows one modal at a time: opening one hides the others', () => {
    render(<ModalHost />)
    act(() => openModal('login'))
    expect(screen.getByText('login body')).toBeTruthy()

    act(() => openModal('register', { note: 'x' }))
    expect(screen.queryByText('login body')).toBeNull()
    expect(screen.getByText('register body x')).toBeTruthy()

    act(() => openModal('forget'))
    expect(screen.queryByText(/register body/)).toBeNull()
    expect(screen.getByText('forget body')).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })

  it('closeModal(id) only closes that modal', () => {
    act(() => openModal('register'))
    act(() => closeModal('login'))
    expect(getModalState().openId).toBe('register')
    act(() => closeModal('register'))
    expect(getModalState().openId).toBeNull()
  })

  it('names the dialog from labelKey and closes on Escape and the close button', () => {
    render(<ModalHost />)
    act(() => openModal('login'))
    const dialog = screen.getByRole('dialog', { name: 'Log in' })
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()

    act(() => openModal('login'))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(getModalState().openId).toBeNull()
  })

  it('lets a body with its own heading name the dialog with it, and describe it with its text', () => {
    unregister.push(registerModal('titled', Titled, { labelKey: 'common.back', ownHeading: true }))
    render(<ModalHost />)
    act(() => openModal('titled'))
    expect(
      screen.getByRole('dialog', {
        name: 'A bonus on your deposits',
        description: 'Five percent more on each one.',
      }),
    ).toBeTruthy()
    // Without ownHeading the generic label stays the name, and nothing is described.
    act(() => openModal('login'))
    expect(screen.getByRole('dialog', { name: 'Log in' }).hasAttribute('aria-describedby')).toBe(false)
  })

  it('renders nothing for an unregistered id', () => {
    render(<ModalHost />)
    act(() => openModal('nope'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
