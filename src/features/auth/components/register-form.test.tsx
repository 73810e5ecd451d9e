import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { fail, ok, reply, sentBody, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { getSession } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { resetResendMemory } from '../resend-countdown.ts'
import { RegisterForm } from './register-form.tsx'

const config = (registerType: number) => testConfig({ settings: { registerType } })

function renderForm(cfg: AppConfig, inviteCode?: string) {
  const client = clientWithConfig(cfg)
  const onDone = vi.fn()
  render(
    <QueryClientProvider client={client}>
      <RegisterForm inviteCode={inviteCode} onDone={onDone} onSwitch={vi.fn()} />
    </QueryClientProvider>,
  )
  return onDone
}
const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } })

// Declared first so it runs after the shared cleanup (after-hooks run in reverse), as before.
afterEach(() => {
  vi.useRealTimers()
})
isolateFormTests()
beforeEach(() => resetResendMemory())

describe('RegisterForm', () => {
  it('registerType 1: account, password and confirmation, with the invite code from the link', async () => {
    const fetch = stubFetch(
      ok({ token: 'tok', user: testUser() }),
      ok({ appGameDataUser: { gameLikeIds: [], gameHistory: [] }, inviteCode: '', aid: 0, activityIds: [] }),
    )
    const onDone = renderForm(config(1), 'FRIEND1')
    expect(screen.queryByLabelText('Phone number')).toBeNull()
    type('Account', 'new_player')
    type('Password', 'correct horse')
    type('Confirm password', 'correct hors')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByText('The passwords do not match.')).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()

    type('Confirm password', 'correct horse')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(sentBody(fetch)).toMatchObject({
      account: 'new_player',
      password: 'correct horse',
      inviteCode: 'FRIEND1',
    })
    expect(getSession().token).toBe('tok')
  })

  it('registerType 2: phone, SMS code (authMode 0) and password; the send button counts down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = stubFetch(ok({ expiresIn: 300, resendIn: 60 }), fail(400, 400, 'smsCodeInvalid'))
    renderForm(config(2))
    expect(screen.queryByLabelText('Account')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(screen.getByText('This field is required.')).toBeTruthy()

    type('Phone number', '+55 11 91234-5678')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeTruthy()
    expect(sentBody(fetch)).toMatchObject({ phone: '5511912345678', authMode: 0 })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(screen.getByRole('button', { name: 'Resend in 55s' }).hasAttribute('disabled')).toBe(true)

    type('Verification code', '123456')
    type('Password', 'correct horse')
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByText('The verification code is wrong or has expired.')).toBeTruthy()
    expect(sentBody(fetch, 1)).toMatchObject({
      phone: '5511912345678',
      code: '123456',
      password: 'correct horse',
    })
  })

  it('counts down the wait the server gives on a 429, and keeps the countdown across a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = stubFetch(
      reply(429, { code: 429, msg: 'rateLimited', data: null }, { 'retry-after': '42' }),
    )
    renderForm(config(2))
    type('Phone number', '+55 11 91234-5678')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    const button = await screen.findByRole('button', { name: 'Resend in 42s' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Too many attempts. Please wait a moment and try again.')).toBeNull()

    // A reload: the page and this module start again; the deadline comes back from storage.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000)
    })
    cleanup()
    resetResendMemory()
    renderForm(config(2))
    type('Phone number', '5511912345678')
    expect(screen.getByRole('button', { name: 'Resend in 40s' }).hasAttribute('disabled')).toBe(true)
    // Another phone is not held up.
    type('Phone number', '5511900000000')
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows a long wait (the daily cap) in minutes, with the reason', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubFetch(reply(429, { code: 429, msg: 'smsSendLimit', data: null }, { 'retry-after': '3600' }))
    renderForm(config(2))
    type('Phone number', '5511912345670')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: 'Resend in 60 min' })).toBeTruthy()
    expect(screen.getByText('Too many codes sent. Please try again later.')).toBeTruthy()
  })
})
