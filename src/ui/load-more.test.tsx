import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LoadMore } from './load-more.tsx'

afterEach(cleanup)

const paging = (over: Partial<{ hasNextPage: boolean; isFetchingNextPage: boolean }> = {}) => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...over,
})

describe('<LoadMore>', () => {
  it('asks for the next page once per click while there is one', () => {
    const query = paging()
    render(<LoadMore query={query} label="More records" end={<p>That is all</p>} />)
    fireEvent.click(screen.getByRole('button', { name: 'More records' }))
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('That is all')).toBeNull()
  })

  it('is busy and cannot be pressed while the page loads, yet keeps focus (aria-disabled)', () => {
    const query = paging({ isFetchingNextPage: true })
    render(<LoadMore query={query} label="More records" />)
    const button = screen.getByRole('button', { name: 'More records' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect((button as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(button)
    expect(query.fetchNextPage).not.toHaveBeenCalled()
  })

  it('after the last page shows the end, or nothing', () => {
    const { container, rerender } = render(
      <LoadMore query={paging({ hasNextPage: false })} label="More records" end={<p>That is all</p>} />,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('That is all')).toBeTruthy()
    rerender(<LoadMore query={paging({ hasNextPage: false })} label="More records" />)
    expect(container.innerHTML).toBe('')
  })
})
