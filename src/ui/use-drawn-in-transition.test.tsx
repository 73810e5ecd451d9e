import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { firstPageDrawn, useDrawnInTransition } from './use-drawn-in-transition.ts'

function Gate({ seen }: { seen: boolean[] }) {
  const drawn = useDrawnInTransition()
  seen.push(drawn)
  return drawn ? <p>page</p> : null
}

describe('useDrawnInTransition', () => {
  it('draws nothing on the first render and the content once the transition has run', async () => {
    const seen: boolean[] = []
    let announced = false
    void firstPageDrawn.then(() => {
      announced = true
    })
    const { container } = render(<Gate seen={seen} />)
    expect(announced).toBe(false)
    await act(async () => {})
    expect(announced).toBe(true)
    expect(screen.getByText('page')).toBeTruthy()
    expect(seen[0]).toBe(false)
    expect(seen.at(-1)).toBe(true)
    expect(container.textContent).toBe('page')
  })

  it('stays drawn when its caller renders again', async () => {
    const seen: boolean[] = []
    const { rerender } = render(<Gate seen={seen} />)
    await act(async () => {})
    rerender(<Gate seen={seen} />)
    expect(seen.at(-1)).toBe(true)
    expect(seen.filter((v) => !v)).toHaveLength(1)
  })
})
