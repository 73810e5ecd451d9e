import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { PasswordField } from './password-field.tsx'
import { Select } from './select.tsx'
import { TextField } from './text-field.tsx'

afterEach(cleanup)

describe('TextField', () => {
  it('labels the input and ties the error and hint to it', () => {
    render(<TextField label="Account" hint="6-16 letters" error="Too short." />)
    const input = screen.getByLabelText('Account')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const texts = described.map((id) => document.getElementById(id)?.textContent)
    expect(texts).toEqual(['Too short.', '6-16 letters'])
  })

  it('is valid without an error', () => {
    render(<TextField label="Account" />)
    expect(screen.getByLabelText('Account').hasAttribute('aria-invalid')).toBe(false)
  })
})

describe('PasswordField', () => {
  it('toggles visibility with a button of one fixed name whose state is aria-pressed', () => {
    render(<PasswordField label="Password" />)
    const input = screen.getByLabelText('Password')
    const eye = screen.getByRole('button', { name: 'Show password' })
    expect(input.getAttribute('type')).toBe('password')
    expect(eye.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(eye)
    expect(input.getAttribute('type')).toBe('text')
    expect(eye.getAttribute('aria-label')).toBe('Show password')
    expect(eye.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(eye)
    expect(input.getAttribute('type')).toBe('password')
    expect(eye.getAttribute('aria-pressed')).toBe('false')
  })
})

describe('Select', () => {
  const options = [
    { value: '', label: 'Pick one' },
    { value: 'pt-BR', label: 'Português (Brasil)', lang: 'pt-BR' },
  ]

  it('ties its error to the select, and is valid without one', () => {
    const { rerender } = render(
      <Select label="Topic" options={options} onChange={() => {}} error="Choose a topic." />,
    )
    const select = screen.getByLabelText('Topic')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    const described = select.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe('Choose a topic.')
    rerender(<Select label="Topic" options={options} onChange={() => {}} />)
    expect(select.hasAttribute('aria-invalid')).toBe(false)
    expect(select.hasAttribute('aria-describedby')).toBe(false)
  })

  it("marks an option's language when it is given", () => {
    render(<Select label="Language" options={options} onChange={() => {}} />)
    expect(screen.getByRole('option', { name: 'Português (Brasil)' }).getAttribute('lang')).toBe('pt-BR')
    expect(screen.getByRole('option', { name: 'Pick one' }).hasAttribute('lang')).toBe(false)
  })
})
