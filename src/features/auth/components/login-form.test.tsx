import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '../../../../contract/calls/config.ts'
import { fail, ok, sentBody, stubFetch, testUser } from '../../../api/fetch-stub.test-util.ts'
import { getRememberedAccount, getSession, rememberAccount } from '../../../api/session.ts'
import '../../../i18n/index.ts'
import { clientWithConfig, isolateFormTests, testConfig } from '../../../api/app-config.test-util.ts'
import { LoginForm } from './login-form.tsx'

// Google is configured, but its SDK is not loaded in tests (see the last test).
const config = (settings: Partial<AppConfig['settings']> = {}) =>
  testConfig({
    settings: { smsCodeSendLimit: 10, ...settings },
    social: { google: { enabled: true, clientId: 'x' } },
  })

function renderForm(cfg: AppConfig, props: { type?: string } = {}) {
  const client = clientWithConfig(cfg, { retry: false })
  const onDone = vi.fn()
  const onSwitch = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  render(<LoginForm {...props} onDone={onDone} onSwitch={onSwitch} />, { wrapper })
  return { onDone, onSwitch }
}

/** The error text announced for an input (its aria-describedby target). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()

/** The input labelled `label` (the tab panel is labelled by its tab, so it matches too). */
const input = (label: string) => {
  const found = screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT')
  if (!found) throw new Error(`no input labelled ${label}`)
  return found as HTMLInputElement
}
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }))

isolateFormTests()

describe('LoginForm', () => {
  it('opens on the operator default and switches with ?type=account, pre-filling the remembered account', () => {
    renderForm(config({ defaultLoginType: 1 }))
    expect(screen.getByRole('tab', { name: 'SMS code' }).getAttribute('aria-selected')).toBe('true')
    expect(input('Verification code')).toBeTruthy()
    cleanup()

    rememberAccount('player7')
    renderForm(config({ defaultLoginType: 1 }), { type: 'account' })
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true')
    expect(input('Account').value).toBe('player7')
  })

  it('checks lengths from config before calling the server', () => {
    const fetch = stubFetch(ok(null))
    renderForm(config())
    type('Account', 'abc')
    type('Password', 'short')
    submit()
    expect(describedBy(input('Account'))).toBe('Use at least 6 characters.')
    expect(describedBy(input('Password'))).toBe('Use at least 8 characters.')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the server field errors beside their fields', async () => {
    const fetch = stubFetch(fail(400, 400, 'validation', { account: 'invalidFormat', password: 'tooLong' }))
    const { onDone } = renderForm(config())
    type('Account', 'player_one')
    type('Password', 'correct horse')
    submit()
    await waitFor(() => expect(describedBy(input('Account'))).toBe('The format is not valid.'))
    expect(describedBy(input('Password'))).toBe('Too long.')
    expect(sentBody(fetch)).toMatchObject({ loginType: 2, account: 'player_one', password: 'correct horse' })
    expect(onDone).not.toHaveBeenCalled()
  })

  it('shows other errors above the form and allows another try', async () => {
    stubFetch(fail(401, 401, 'invalidCredentials'))
    renderForm(config())
    type('Account', 'player_one')
    type('Password', 'wrong password')
    submit()
    expect(await screen.findByText('Wrong account or password.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false)
  })

  it('logs in once, loads the after-login info and remembers only the account name', async () => {
    const user = testUser()
    const fetch = stubFetch(
      ok({ token: 'tok-1', user }),
      ok({
        appGameDataUser: { gameLikeIds: [3], gameHistory: [5] },
        inviteCode: 'INV1',
        aid: 2,
        activityIds: [9],
      }),
    )
    const { onDone } = renderForm(config())
    type('Account', 'player7')
    type('Password', 'correct horse')
    act(() => {
      submit()
      submit()
    })
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([
      '/app/v1/accountLogin',
      '/app/v1/getAfterLoginInfoWeb',
    ])
    expect(getSession().token).toBe('tok-1')
    expect(getSession().extras).toMatchObject({
      gameLikeIds: [3],
      gameHistory: [5],
      inviteCode: 'INV1',
      aid: 2,
    })
    expect(getRememberedAccount()).toBe('player7')
    expect(JSON.stringify(localStorage)).not.toContain('correct horse')
  })

  it('forgets the remembered account when the box is unticked', async () => {
    rememberAccount('old_name')
    stubFetch(
      ok({ token: 'tok-2', user: testUser() }),
      ok({ appGameDataUser: { gameLikeIds: [], gameHistory: [] }, inviteCode: '', aid: 0, activityIds: [] }),
    )
    const { onDone } = renderForm(config())
    type('Account', 'player7')
    type('Password', 'correct horse')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember account' }))
    submit()
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(getRememberedAccount()).toBeNull()
  })

  it('hides social buttons when no provider SDK is loaded', () => {
    renderForm(config())
    expect(screen.queryByText('Continue with Google')).toBeNull()
  })
})
