import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

afterEach(cleanup)

describe('<Button>', () => {
  it('a wrap button holds its label in an element of its own (which the CSS lets break), a plain one does not', () => {
    render(
      <>
        <Button wrap icon={<svg aria-hidden="true" />}>
          Check for updates
        </Button>
        <Button>Save</Button>
      </>,
    )
    const wrapping = screen.getByRole('button', { name: 'Check for updates' })
    expect(wrapping.lastElementChild?.tagName).toBe('SPAN')
    expect(wrapping.lastElementChild?.textContent).toBe('Check for updates')
    expect(screen.getByRole('button', { name: 'Save' }).children).toHaveLength(0)
  })

  it('while loading stays focusable and announced as busy and unavailable, and ignores presses', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    button.focus()
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    )
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    rerender(<Button onClick={onClick}>Save</Button>)
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('a busy submit button does not send its form again (Enter in a field clicks it)', () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault())
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading={loading}>
          Send
        </Button>
      </form>
    )
    const { rerender } = render(form(false))
    const button = screen.getByRole('button', { name: 'Send' })
    // The DOM's click(), unlike fireEvent, runs the submit button's activation: what a browser does for
    // a press on it and for Enter in the form's field.
    button.click()
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(form(true))
    button.click()
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('aria-disabled keeps it focusable but inert; disabled still disables', () => {
    const onClick = vi.fn()
    render(
      <>
        <Button aria-disabled onClick={onClick}>
          Spin
        </Button>
        <Button disabled onClick={onClick}>
          Claim
        </Button>
      </>,
    )
    const spin = screen.getByRole('button', { name: 'Spin' })
    expect(spin.hasAttribute('disabled')).toBe(false)
    expect(spin.getAttribute('aria-disabled')).toBe('true')
    expect(spin.hasAttribute('aria-busy')).toBe(false)
    fireEvent.click(spin)
    expect(onClick).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Claim' }).hasAttribute('disabled')).toBe(true)
  })
})
