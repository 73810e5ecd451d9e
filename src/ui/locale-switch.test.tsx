import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLocale, getLocale } from '../i18n/index.ts'
import { KEY_PAUSE_MS, LocaleSwitch } from './locale-switch.tsx'

afterEach(cleanup)

/** [label, lang] of each option of the language picker. */
const options = () =>
  within(screen.getByRole('combobox', { name: 'Language' }))
    .getAllByRole('option')
    .map((o) => [o.textContent, o.getAttribute('lang')])

describe('<LocaleSwitch>', () => {
  // Each language is named in itself, so a screen reader must read it in that language (WCAG 3.1.2).
  const expected = [
    ['English', 'en'],
    ['Português (Brasil)', 'pt-BR'],
    ['Español', 'es'],
  ]

  it('marks each language name with its lang', () => {
    render(<LocaleSwitch />)
    expect(options()).toEqual(expected)
  })

  it('the footer form names the current language', () => {
    render(<LocaleSwitch short={false} />)
    expect(screen.getByText('English', { selector: '[aria-hidden="true"]' })).toBeTruthy()
  })
})

describe('<LocaleSwitch> applies a language', () => {
  // Each language's strings load once, here, so a switch below is only the picker's doing.
  beforeAll(async () => {
    for (const locale of ['pt-BR', 'es', 'en'] as const) await changeLocale(locale)
  })
  beforeEach(() => vi.useFakeTimers())
  afterEach(async () => {
    vi.useRealTimers()
    await act(() => changeLocale('en'))
  })
  const picker = () => screen.getByRole('combobox', { name: /^(Language|Idioma)$/ }) as HTMLSelectElement

  it('chosen from the list: at once', async () => {
    render(<LocaleSwitch />)
    fireEvent.change(picker(), { target: { value: 'es' } })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(getLocale()).toBe('es')
  })

  it('stepped to with the arrow keys: only once the player stops, not each language on the way', async () => {
    render(<LocaleSwitch />)
    for (const value of ['pt-BR', 'es']) {
      fireEvent.keyDown(picker(), { key: 'ArrowDown' })
      fireEvent.change(picker(), { target: { value } })
      fireEvent.keyUp(picker(), { key: 'ArrowDown' })
      await act(() => vi.advanceTimersByTimeAsync(KEY_PAUSE_MS / 2))
    }
    expect(getLocale()).toBe('en')
    expect(picker().value).toBe('es')
    await act(() => vi.advanceTimersByTimeAsync(KEY_PAUSE_MS))
    expect(getLocale()).toBe('es')
  })

  it('stepped to, then focus leaves: at once', async () => {
    render(<LocaleSwitch short={false} />)
    fireEvent.keyDown(picker(), { key: 'ArrowDown' })
    fireEvent.change(picker(), { target: { value: 'pt-BR' } })
    fireEvent.keyUp(picker(), { key: 'ArrowDown' })
    fireEvent.blur(picker())
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(getLocale()).toBe('pt-BR')
  })
})
