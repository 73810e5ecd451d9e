import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { LocaleSwitch } from './locale-switch.tsx'

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

  it('the compact picker marks each language name with its lang', () => {
    render(<LocaleSwitch />)
    expect(options()).toEqual(expected)
  })

  it('the full picker too', () => {
    render(<LocaleSwitch compact={false} />)
    expect(options()).toEqual(expected)
  })
})
