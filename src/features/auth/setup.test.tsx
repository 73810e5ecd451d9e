import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '../../../contract/calls/config.ts'
import { appConfigQueryOptions } from '../../api/app-config.ts'
import '../../i18n/index.ts'
import { ModalHost } from '../../ui/modal-host.tsx'
import { closeModal, getModalState } from '../../ui/modal-store.ts'
import { openAuthModal } from './setup.tsx'

vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }))

const config = {
  lengths: {
    account: { min: 6, max: 16 },
    username: { min: 2, max: 16 },
    password: { min: 8, max: 64 },
    smsCode: { min: 6, max: 6 },
    withdrawAccount: { min: 8, max: 30 },
    safeboxPasswordLength: 6,
  },
  settings: { otpStatus: 1, registerType: 1, defaultLoginType: 2 },
  social: {
    google: { enabled: false, clientId: '' },
    facebook: { enabled: false, appId: '' },
    line: { enabled: false, channelId: '' },
  },
} as AppConfig

afterEach(() => {
  act(() => closeModal())
  cleanup()
})

describe('auth modals', () => {
  it('shows one auth modal at a time, switching between login, register and forget', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } })
    client.setQueryData(appConfigQueryOptions('en').queryKey, config)
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
