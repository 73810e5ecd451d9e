import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import '../i18n/index.ts'
import { PasswordField } from './password-field.tsx'
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
  it('toggles visibility with a labelled button', () => {
    render(<PasswordField label="Password" />)
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true')
  })
})
