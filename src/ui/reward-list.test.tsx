import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../i18n/index.ts'
import { RewardList } from './reward-list.tsx'

afterEach(cleanup)

function show(onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RewardList
        prizes={[
          { propId: 2001, amount: 1_250 },
          { propId: 1301, amount: 500 },
        ]}
        onClose={onClose}
      />
    </QueryClientProvider>,
  )
  return onClose
}

describe('the reward list modal', () => {
  it('lists each prize with its icon and amount, and says how to go on', () => {
    show()
    const dialog = screen.getByRole('alertdialog', { name: 'You received' })
    const prizes = [...dialog.querySelectorAll('li')].map((li) => li.textContent)
    expect(prizes).toEqual(['R$12.50Coins', 'R$5Prize'])
    expect(dialog.querySelectorAll('li svg')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Tap the screen to continue' })).toBeTruthy()
  })

  it('is described by its prizes, so they are read out with the title', () => {
    show()
    expect(
      screen.getByRole('alertdialog', { name: 'You received', description: /R\$12\.50.*Coins.*R\$5.*Prize/ }),
    ).toBeTruthy()
  })

  it('closes on the button, on Escape and on a tap outside the panel', () => {
    const onClose = show()
    fireEvent.click(screen.getByRole('button', { name: 'Tap the screen to continue' }))
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' })
    const scrim = document.querySelector('[aria-hidden="true"]')
    if (scrim) fireEvent.click(scrim)
    expect(onClose).toHaveBeenCalledTimes(3)
  })
})
