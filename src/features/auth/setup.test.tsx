import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n/index.ts'
import { clientWithConfig, testConfig } from '../../api/app-config.test-util.ts'
import { ModalHost } from '../../ui/modal-host.tsx'
import { closeModal, getModalState } from '../../ui/modal-store.ts'
import { openAuthModal } from './setup.tsx'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))

const config = testConfig()

afterEach(() => {
  act(() => closeModal())
  cleanup()
})

describe('auth modals', () => {
  it('shows one auth modal at a time, switching between login, register and forget', async () => {
    const client = clientWithConfig(config)
    render(
      <QueryClientProvider client={client}>
        <ModalHost />
      </QueryClientProvider>,
    )
    act(() => openAuthModal('login', { redirect: '/member' }))
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }))
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Log in' })).toBeNull()
    expect(getModalState()).toEqual({ openId: 'register', props: { redirect: '/member' } })

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }))
    expect(await screen.findByRole('heading', { name: 'Reset password' })).toBeTruthy()
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
  })
})
