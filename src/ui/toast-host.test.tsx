import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { ToastHost } from './toast-host.tsx'
import { dismissToast, toast } from './toast-store.ts'

const shown: number[] = []
afterEach(() => {
  act(() => {
    for (const id of shown.splice(0)) dismissToast(id)
  })
  cleanup()
})

/** Every element a screen reader treats as a live region (aria-live or a role that implies it). */
const liveRegions = () =>
  document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"], [role="timer"]')

describe('<ToastHost>', () => {
  it('is one polite live region: the toasts in it, an error one too, carry no live role of their own', () => {
    render(<ToastHost />)
    act(() => {
      shown.push(toast('Saved', { duration: 0 }), toast('Could not save', { tone: 'error', duration: 0 }))
    })
    const host = screen.getByRole('region', { name: 'Notifications' })
    expect(host.getAttribute('aria-live')).toBe('polite')
    expect(within(host).getByText('Saved')).toBeTruthy()
    expect(within(host).getByText('Could not save')).toBeTruthy()
    expect([...liveRegions()]).toEqual([host])
  })
})
