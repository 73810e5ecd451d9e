import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, ClientErrorMsg } from '../api/errors.ts'
import '../i18n/index.ts'
import { ActionError } from './action-error.tsx'

const failure = (msg: string, code = 0) =>
  new ApiError({ call: 'appVipUserReceiveDaily', code, msg, status: code ? 200 : 0 })

afterEach(() => {
  cleanup()
  act(() => onlineManager.setOnline(true))
})

describe('ActionError', () => {
  it('shows nothing without an error', () => {
    const { container } = render(<ActionError action={{ error: null, reset: () => {} }} />)
    expect(container.textContent).toBe('')
  })

  it('"No connection" forgets itself when the network returns', () => {
    act(() => onlineManager.setOnline(false))
    const reset = vi.fn()
    render(<ActionError action={{ error: failure(ClientErrorMsg.network), reset }} />)
    expect(screen.getByRole('alert').textContent).toBe('No connection. Please check your network.')
    expect(reset).not.toHaveBeenCalled()
    act(() => onlineManager.setOnline(true))
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it("keeps the server's refusal, and a timeout, when the network returns", () => {
    act(() => onlineManager.setOnline(false))
    const reset = vi.fn()
    render(
      <>
        <ActionError action={{ error: failure('alreadyClaimed', 1005), reset }} />
        <ActionError action={{ error: failure(ClientErrorMsg.timeout), reset }} />
      </>,
    )
    act(() => onlineManager.setOnline(true))
    expect(reset).not.toHaveBeenCalled()
    expect(screen.getAllByRole('alert')).toHaveLength(2)
  })
})
