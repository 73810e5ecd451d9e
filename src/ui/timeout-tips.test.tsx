import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { emit } from '../api/events.ts'
import { TimeoutTips } from './timeout-tips.tsx'

afterEach(cleanup)

describe('TimeoutTips', () => {
  it("shows the 'Tips' dialog on the api timeout event, once for a burst, and closes with OK", () => {
    render(<TimeoutTips />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => {
      emit('timeout', { call: 'appConfig' })
      emit('timeout', { call: 'getCustomerServices' })
    })
    const dialog = screen.getByRole('alertdialog', { name: 'Tips' })
    expect(dialog.textContent).toContain('The request has timed out, please try again later')
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
