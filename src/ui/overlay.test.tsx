import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../i18n/index.ts'
import { Overlay } from './overlay.tsx'

/** The app's page: #root with <main> and an opener, and the toast host beside it as in the app. */
let root: HTMLElement
let toasts: HTMLElement

beforeEach(() => {
  root = document.createElement('div')
  root.id = 'root'
  toasts = document.createElement('section')
  toasts.setAttribute('data-stay-live', '')
  document.body.append(root, toasts)
})

afterEach(() => {
  cleanup()
  root.remove()
  toasts.remove()
})

function Page({ children, openerDisabled = false }: { children?: ReactNode; openerDisabled?: boolean }) {
  return (
    <main id="main" tabIndex={-1}>
      <button type="button" disabled={openerDisabled}>
        Open
      </button>
      {children}
    </main>
  )
}

/** The jackpot modal with its Rank popup nested in it, open or not. */
function Nested({ nested }: { nested: boolean }) {
  return (
    <Page>
      <Overlay title="Jackpot">
        <button type="button">Rank</button>
        {nested ? (
          <Overlay title="Rank">
            <button type="button">Row</button>
          </Overlay>
        ) : null}
      </Overlay>
    </Page>
  )
}

/** The jackpot modal, its prize dialog over it, and SPIN, which `spent` disables (as it once did). */
function Jackpot({ won, spent }: { won: boolean; spent: boolean }) {
  return (
    <Overlay title="Jackpot">
      <button type="button" disabled={spent}>
        SPIN
      </button>
      {won ? (
        <Overlay title="You received" variant="alert">
          <button type="button">Continue</button>
        </Overlay>
      ) : null}
    </Overlay>
  )
}

const show = (ui: ReactNode) => render(ui, { container: root })
const opener = () => screen.getByRole('button', { name: 'Open', hidden: true })
const backdropOf = (name: string) => screen.getByRole('dialog', { name }).parentElement as HTMLElement
/** Presses a key where focus is; true when the overlay took the key (the browser's move was stopped). */
const press = (key: string, shiftKey = false) =>
  !fireEvent.keyDown(document.activeElement ?? document.body, { key, shiftKey })

describe('the page behind an overlay', () => {
  it('is inert while the overlay is open, all but the toast host, and is given back on close', () => {
    const { rerender } = show(<Page />)
    expect(root.hasAttribute('inert')).toBe(false)
    rerender(
      <Page>
        <Overlay title="Notice">
          <button type="button">OK</button>
        </Overlay>
      </Page>,
    )
    expect(root.hasAttribute('inert')).toBe(true)
    expect(toasts.hasAttribute('inert')).toBe(false)
    expect(backdropOf('Notice').hasAttribute('inert')).toBe(false)
    rerender(<Page />)
    expect(root.hasAttribute('inert')).toBe(false)
  })

  it('keeps an inert it did not set', () => {
    const other = document.createElement('div')
    other.setAttribute('inert', '')
    document.body.append(other)
    const { rerender } = show(<Page />)
    rerender(
      <Page>
        <Overlay title="Notice">x</Overlay>
      </Page>,
    )
    rerender(<Page />)
    expect(other.hasAttribute('inert')).toBe(true)
    other.remove()
  })

  it('makes a lower overlay inert under a nested one, and live again when the nested one closes', () => {
    const { rerender } = show(<Nested nested={false} />)
    rerender(<Nested nested />)
    expect(backdropOf('Jackpot').hasAttribute('inert')).toBe(true)
    expect(backdropOf('Rank').hasAttribute('inert')).toBe(false)
    expect(root.hasAttribute('inert')).toBe(true)
    rerender(<Nested nested={false} />)
    expect(backdropOf('Jackpot').hasAttribute('inert')).toBe(false)
    expect(root.hasAttribute('inert')).toBe(true)
  })
})

describe('the focus trap', () => {
  it('moves Tab from the panel itself to the first control, and Shift+Tab to the last', () => {
    show(
      <Overlay title="Notice">
        <h3 tabIndex={-1}>Heading</h3>
        <button type="button">First</button>
        <button type="button">Last</button>
      </Overlay>,
    )
    const panel = screen.getByRole('dialog', { name: 'Notice' })
    act(() => panel.focus())
    expect(press('Tab')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
    act(() => panel.focus())
    expect(press('Tab', true)).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }))
    // Something focusable but not a Tab stop (a heading focused by script) is not a way out either.
    act(() => screen.getByRole('heading', { name: 'Heading' }).focus())
    expect(press('Tab')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }))
  })

  it('wraps at the ends and leaves the moves between controls to the browser', () => {
    show(
      <Overlay title="Notice">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Overlay>,
    )
    const first = screen.getByRole('button', { name: 'First' })
    expect(document.activeElement).toBe(first)
    expect(press('Tab')).toBe(false)
    act(() => screen.getByRole('button', { name: 'Last' }).focus())
    expect(press('Tab')).toBe(true)
    expect(document.activeElement).toBe(first)
  })

  it('keeps focus on a panel with nothing to focus (the jackpot wheel)', () => {
    show(
      <Overlay title="Jackpot wheel" variant="alert">
        <p>Spinning</p>
      </Overlay>,
    )
    const panel = screen.getByRole('alertdialog', { name: 'Jackpot wheel' })
    expect(document.activeElement).toBe(panel)
    expect(press('Tab')).toBe(true)
    expect(document.activeElement).toBe(panel)
    expect(press('Tab', true)).toBe(true)
    expect(document.activeElement).toBe(panel)
  })

  it('still hears Tab and Escape when focus has fallen to <body>', () => {
    const onClose = vi.fn()
    show(
      <Overlay title="Notice" onClose={onClose}>
        <button type="button">OK</button>
      </Overlay>,
    )
    act(() => (document.activeElement as HTMLElement).blur())
    expect(document.activeElement).toBe(document.body)
    expect(press('Tab')).toBe(true)
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
    act(() => (document.activeElement as HTMLElement).blur())
    press('Escape')
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('gives Escape to the top overlay only', () => {
    const outer = vi.fn()
    const inner = vi.fn()
    show(
      <Overlay title="Jackpot" onClose={outer}>
        <Overlay title="Rank" onClose={inner}>
          x
        </Overlay>
      </Overlay>,
    )
    // Both mounted at once: the nested one is still the top one, and has focus.
    expect(screen.getByRole('dialog', { name: 'Rank' }).contains(document.activeElement)).toBe(true)
    press('Escape')
    expect(inner).toHaveBeenCalledTimes(1)
    expect(outer).not.toHaveBeenCalled()
  })

  it('pulls focus that a script moved out of the panel back in', () => {
    show(
      <Page>
        <Overlay title="Notice">
          <button type="button">OK</button>
        </Overlay>
      </Page>,
    )
    act(() => document.getElementById('main')?.focus())
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Notice' }))
  })
})

describe('focus after an overlay closes', () => {
  it('goes back to the opener', () => {
    const { rerender } = show(<Page />)
    act(() => opener().focus())
    rerender(
      <Page>
        <Overlay title="Notice">
          <button type="button">OK</button>
        </Overlay>
      </Page>,
    )
    expect(document.activeElement?.textContent).toBe('OK')
    rerender(<Page />)
    expect(document.activeElement).toBe(opener())
  })

  it('goes to the dialog still open when the opener was disabled meanwhile (SPIN after the last chance)', () => {
    const { rerender } = show(<Jackpot won={false} spent={false} />)
    act(() => screen.getByRole('button', { name: 'SPIN' }).focus())
    rerender(<Jackpot won spent={false} />)
    rerender(<Jackpot won spent />)
    rerender(<Jackpot won={false} spent />)
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Jackpot' }))
  })

  it('goes to <main> when the opener is gone and no dialog is left', () => {
    const { rerender } = show(<Page />)
    act(() => opener().focus())
    rerender(
      <main id="main" tabIndex={-1}>
        <Overlay title="Notice">
          <button type="button">OK</button>
        </Overlay>
      </main>,
    )
    rerender(<main id="main" tabIndex={-1} />)
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})
